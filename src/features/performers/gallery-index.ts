/** Gallery navigation: the index wraps around at both ends. */

/** The index `step` places from `index` in a gallery of `count` images, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The gallery photo's rendered width, for srcset selection (the page's preload uses the same). */
export const GALLERY_SIZES = '(min-width: 1024px) 30rem, 100vw';
