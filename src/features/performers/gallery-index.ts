/** Gallery navigation: the index wraps around at both ends. */

/** The index `step` places from `index` in a gallery of `count` images, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
