/**
 * The image endpoint's work: a linked variant (see image-url.ts) is encoded at most once, through the
 * one-at-a-time image queue, and kept in a disk cache beside the database; any other query is refused
 * before a file is opened or a pixel decoded.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageCacheDir, staticDir, uploadsDir } from '@/lib/server/config';
import { HttpError } from '@/lib/server/http';
import { imageWork, MAX_PHOTO_PIXELS } from '@/lib/server/images';
import { IMAGE_QUALITY, linkedVariant } from './image-url';

// A cold cache can be asked for every variant of a page at once; each is encoded once, in turn.
const MAX_WAITING_VARIANTS = 256;
// Encodes under way, by cache file name: concurrent requests for one variant share one encode.
const encoding = new Map<string, Promise<Buffer>>();

const notFound = () => new HttpError(404, 'Image not found');

/** The file of a source the allow-list accepted (shipped files under STATIC_DIR, uploads under UPLOADS_DIR). */
function sourceFile(source: string): string {
  return source.startsWith('/uploads/') ? path.join(uploadsDir(), source.slice('/uploads/'.length)) : path.join(staticDir(), source);
}

async function encode(file: string, width: number, cached: string): Promise<Buffer> {
  return imageWork.run(async () => {
    let webp: Buffer;
    try {
      webp = await sharp(await readFile(file), { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer();
    } catch {
      // A broken source is answered like a missing one, so the page shows its placeholder.
      throw notFound();
    }
    mkdirSync(path.dirname(cached), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file (and a crash leaves none).
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, webp);
    renameSync(temporary, cached);
    return webp;
  }, MAX_WAITING_VARIANTS);
}

/**
 * The WebP bytes of the variant a query asks for: throws HttpError 400 unless the site links it,
 * 404 for a missing or unreadable source, 503 when the image queue is full.
 */
export async function imageVariant(query: URLSearchParams): Promise<Buffer> {
  const variant = linkedVariant(query);
  if (!variant) throw new HttpError(400, 'Only the image sizes the site links are served');
  const file = sourceFile(variant.source);
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw notFound();
  // A changed source (a new deploy) gets a new cache entry; the old one is never served again.
  const key = createHash('sha256')
    .update(`${variant.source}\n${variant.width}\n${stats.size}\n${stats.mtimeMs}`)
    .digest('hex')
    .slice(0, 40);
  const cached = path.join(imageCacheDir(), `${key}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  let pending = encoding.get(key);
  if (!pending) {
    pending = encode(file, variant.width, cached).finally(() => encoding.delete(key));
    encoding.set(key, pending);
  }
  return pending;
}
