/**
 * The image endpoint's work: a linked variant (see image-url.ts) is encoded at most once, through the
 * one-at-a-time image queue, and kept in a disk cache beside the database; any other query is refused
 * before a file is opened or a pixel decoded.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageCacheDir, staticDir, uploadsDir } from '@/lib/server/config';
import { HttpError } from '@/lib/server/http';
import { imageWork, MAX_PHOTO_PIXELS } from '@/lib/server/images';
import { IMAGE_QUALITY, IMAGE_WIDTHS, isVariantSource, linkedVariant } from './image-url';

// A cold cache can be asked for every variant of a page at once; each is encoded once, in turn.
const MAX_WAITING_VARIANTS = 256;
// Encodes under way, by cache file name: concurrent requests for one variant share one encode.
const encoding = new Map<string, Promise<Buffer>>();

const notFound = () => new HttpError(404, 'Image not found');

/** The file of a source the allow-list accepted (shipped files under STATIC_DIR, uploads under UPLOADS_DIR). */
function sourceFile(source: string): string {
  return source.startsWith('/uploads/') ? path.join(uploadsDir(), source.slice('/uploads/'.length)) : path.join(staticDir(), source);
}

// A changed source (a new deploy, a replaced upload) gets a new cache entry; the old one is never served again.
function cacheKey(source: string, width: number, stats: { size: number; mtimeMs: number }): string {
  return createHash('sha256').update(`${source}\n${width}\n${stats.size}\n${stats.mtimeMs}`).digest('hex').slice(0, 40);
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
  const key = cacheKey(variant.source, variant.width, stats);
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

// The folders whose files the endpoint resizes, by the URL prefix the site links them with.
const SOURCE_FOLDERS = (): [string, string][] => [
  ['/performers/', path.join(staticDir(), 'performers')],
  ['/images/', path.join(staticDir(), 'images')],
  ['/uploads/', uploadsDir()],
];

/** The cache file names of every variant of the sources present now (the build's files and the uploads). */
async function currentCacheFiles(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const [prefix, folder] of SOURCE_FOLDERS()) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const source = `${prefix}${entry.name}`;
      if (!entry.isFile() || !isVariantSource(source)) continue;
      const stats = await stat(path.join(folder, entry.name)).catch(() => null);
      if (!stats) continue;
      for (const width of IMAGE_WIDTHS) names.add(`${cacheKey(source, width, stats)}.webp`);
    }
  }
  return names;
}

/**
 * Deletes every cached variant that no current source can ask for (an earlier deploy's files, a
 * replaced or deleted upload) and any half-written file a crash left; answers how many were removed.
 * Run at start-up, when no encode of this process is under way, so each deploy starts from its own set.
 */
export async function pruneImageCache(): Promise<number> {
  const dir = imageCacheDir();
  const cached = await readdir(dir).catch(() => [] as string[]);
  if (cached.length === 0) return 0;
  const keep = await currentCacheFiles();
  let removed = 0;
  for (const name of cached) {
    if (keep.has(name)) continue;
    await rm(path.join(dir, name), { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
