/**
 * Performer image URLs (spec section 3): absolute URLs, root-relative paths, or a bare file name
 * under the performers folder. Files shipped with the site are resized by Astro's image endpoint.
 */

/** Responsive widths (spec section 9). */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 1024] as const;
/** Output quality (spec section 9). */
export const IMAGE_QUALITY = 75;
/** Shown when a source is missing, blank or broken. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** The URL of an image source, or null when it is missing or blank. */
export function resolveImageUrl(source: string | null | undefined): string | null {
  const value = source?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return `/performers/${value.replace(/^\.?\/*/, '').replace(/^performers\//, '')}`;
}

/** An <img> source set: src, optional srcset, and whether it is the placeholder. */
export interface ImageSources {
  src: string;
  srcset?: string;
  placeholder: boolean;
}

/** True for files the build ships (they can go through the image endpoint); uploads and remote URLs are served as they are. */
function isShippedFile(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/uploads/') && !/\.svg$/i.test(url);
}

/** One resized, re-encoded version of a shipped file through Astro's image endpoint. */
export function transformedUrl(url: string, width: number): string {
  const query = new URLSearchParams({ href: url, w: String(width), q: String(IMAGE_QUALITY), f: 'webp' });
  return `/_image?${query}`;
}

/** The src and srcset for an image source, up to maxWidth pixels wide. */
export function imageSources(source: string | null | undefined, maxWidth = 1024): ImageSources {
  const url = resolveImageUrl(source);
  if (!url) return { src: PLACEHOLDER_IMAGE, placeholder: true };
  if (!isShippedFile(url)) return { src: url, placeholder: false };
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  return {
    src: transformedUrl(url, widths.at(-1) ?? IMAGE_WIDTHS[0]),
    srcset: widths.map((w) => `${transformedUrl(url, w)} ${w}w`).join(', '),
    placeholder: false,
  };
}
