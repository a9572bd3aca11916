/**
 * Performer image URLs (spec section 3): absolute URLs, root-relative paths, or a bare file name
 * under the performers folder. Images shipped in the site's image folders are resized by the image
 * endpoint (/_image), which serves exactly the variants built here and nothing else.
 */

/** Responsive widths (spec section 9). */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 1024] as const;
/** Output quality (spec section 9). */
export const IMAGE_QUALITY = 75;
/** Output format of every variant. */
export const IMAGE_FORMAT = 'webp';
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

// Raster files in the site's own image folders: one path segment of plain name parts, so no
// traversal and no other folder. Uploads (random names) may be resized too; they are linked as they are.
const SHIPPED_IMAGE = /^\/(?:performers|images)\/[\w-]+(?:\.[\w-]+)*\.(?:webp|png|jpe?g)$/i;
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/** True for a source the image endpoint may resize: a raster file in the site's image folders or an upload. */
export function isVariantSource(url: string): boolean {
  return SHIPPED_IMAGE.test(url) || UPLOADED_IMAGE.test(url);
}

const variantQuery = (url: string, width: number) =>
  new URLSearchParams({ href: url, w: String(width), q: String(IMAGE_QUALITY), f: IMAGE_FORMAT });

/** One resized, re-encoded version of a shipped file through the image endpoint. */
export function transformedUrl(url: string, width: number): string {
  return `/_image?${variantQuery(url, width)}`;
}

/** A variant the site links: its source and width. */
export interface LinkedVariant {
  source: string;
  width: number;
}

/** The variant an image endpoint query asks for, or null unless it is exactly one `transformedUrl` builds. */
export function linkedVariant(query: URLSearchParams): LinkedVariant | null {
  const source = query.get('href') ?? '';
  const width = Number(query.get('w'));
  if (!isVariantSource(source) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  // Same keys, values and order as the link: any other quality, format or extra parameter is refused.
  return query.toString() === variantQuery(source, width).toString() ? { source, width } : null;
}

/** The src and srcset for an image source, up to maxWidth pixels wide. */
export function imageSources(source: string | null | undefined, maxWidth = 1024): ImageSources {
  const url = resolveImageUrl(source);
  if (!url) return { src: PLACEHOLDER_IMAGE, placeholder: true };
  if (!SHIPPED_IMAGE.test(url)) return { src: url, placeholder: false };
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  return {
    src: transformedUrl(url, widths.at(-1) ?? IMAGE_WIDTHS[0]),
    srcset: widths.map((w) => `${transformedUrl(url, w)} ${w}w`).join(', '),
    placeholder: false,
  };
}
