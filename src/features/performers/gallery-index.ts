/** Gallery navigation: the index wraps around at both ends. */

/** The index `step` places from `index` in a gallery of `count` images, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The gallery photo's rendered width, for srcset selection (the page's preload uses the same): the page's
 * column from `lg`, else the width inside `container-page`'s padding (1rem a side, 1.5rem from `sm`).
 */
export const GALLERY_SIZES = '(min-width: 1024px) 30rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';
