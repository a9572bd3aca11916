/**
 * Photo checks and re-encoding with sharp. The file type is decided by decoding (the magic bytes
 * and sharp's own format must agree, and only JPEG, PNG and WebP pass), never by the file name or
 * the declared type. Every accepted photo is re-encoded to WebP after auto-rotation, without any
 * metadata (EXIF, GPS, ICC comments), so nothing the uploader hid in the file is ever served.
 */
import sharp, { type Metadata } from 'sharp';
import { uploadRefusal } from './uploads';
import { createWorkQueue } from './work-queue';

/**
 * All sharp work (uploads and image variants) runs one job at a time: a decode can take most of a
 * core and hundreds of megabytes, so a burst waits in line instead of starving every other request.
 */
export const imageWork = createWorkQueue({
  concurrency: 1,
  maxWaiting: 4,
  retryAfterSeconds: 5,
  busy: 'images_busy',
});

/** Largest accepted upload. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Largest accepted image area (a decompression bomb declares a huge size in a small file). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Longest side of the stored photo: plenty for the site's largest responsive width. */
export const MAX_STORED_SIDE = 2000;

/** The re-encoded photo. */
export interface Photo {
  webp: Buffer;
  width: number;
  height: number;
}

const notAnImage = () => uploadRefusal(415, { code: 'photo_not_image', params: {} });
const unreadable = () => uploadRefusal(415, { code: 'photo_unreadable', params: {} });
const tooManyPixels = (maxPixels: number) =>
  uploadRefusal(415, { code: 'photo_too_many_pixels', params: { megapixels: maxPixels / 1_000_000 } });

/** The raster format announced by the first bytes, or null. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

// Markup hidden in an image (appended, or in a comment or EXIF field) makes a polyglot that a
// browser might sniff as HTML. Tokens are long enough never to occur by chance in compressed data.
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg[\s>/]|!doctype|\?php|\?xml)|javascript:/i;

/** True when the bytes contain HTML, SVG, XML or PHP markup. */
export function containsMarkup(data: Buffer): boolean {
  return MARKUP.test(data.toString('latin1'));
}

/**
 * Checks and re-encodes an uploaded photo to WebP, in turn with all other image work; throws
 * HttpError 400 (empty), 415 (not a safe photo, or over maxPixels) or 503 (too many waiting).
 */
export async function reencodePhoto(data: Buffer, maxPixels = MAX_PHOTO_PIXELS): Promise<Photo> {
  if (data.length === 0) throw uploadRefusal(400, { code: 'photo_empty', params: {} });
  const kind = sniffImageType(data);
  if (!kind) throw notAnImage();
  if (containsMarkup(data)) throw uploadRefusal(415, { code: 'photo_markup', params: {} });
  return imageWork.run(() => decodeAndEncode(data, kind, maxPixels));
}

async function decodeAndEncode(data: Buffer, kind: string, maxPixels: number): Promise<Photo> {
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(data, options).metadata();
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels(maxPixels) : unreadable();
  }
  if (metadata.format !== kind) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) {
    throw tooManyPixels(maxPixels);
  }
  try {
    const { data: webp, info } = await sharp(data, options)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file fails while decoding, and a pixel bomb at the pixel limit.
    throw unreadable();
  }
}
