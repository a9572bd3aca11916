// @ts-check
// Static files compressed once, at build time: the integration writes a brotli (.br) and a gzip (.gz)
// copy beside every text file of the client build, and the production server answers a request that
// accepts them with those bytes instead of compressing the file on every request. Headers are the
// ones Astro's static handler sends (Cache-Control, Last-Modified, Content-Type), plus Vary and the
// encoding; ETags are per encoding.
import { promisify } from 'node:util';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncoding } from '../src/lib/server/accept-encoding.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The text types worth compressing, by extension, with the Content-Type Astro's handler sends.
 * @type {Record<string, string | undefined>}
 */
export const COMPRESSIBLE = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
// The server compresses nothing smaller (server/serve.mjs threshold), so neither does the build.
const THRESHOLD = 1024;

/**
 * Writes name.br and name.gz beside every compressible file of dir of at least THRESHOLD bytes,
 * each only when it is smaller than the file.
 * @param {string} dir the client build folder
 * @returns {Promise<number>} how many compressed files were written
 */
export async function precompressDir(dir) {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in COMPRESSIBLE)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < THRESHOLD) continue;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    for (const [suffix, bytes] of /** @type {const} */ ([
      ['.br', br],
      ['.gz', gz],
    ])) {
      if (bytes.length >= body.length) continue;
      await writeFile(file + suffix, bytes);
      written += 1;
    }
  }
  return written;
}

/**
 * The integration: after the build, compresses the client files.
 * @returns {import('astro').AstroIntegration}
 */
export function precompressIntegration() {
  /** @type {URL | undefined} */
  let client;
  return {
    name: 'precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        client = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!client) return;
        const count = await precompressDir(fileURLToPath(client));
        logger.info(`${count} pre-compressed files written`);
      },
    },
  };
}

/**
 * The URL paths Astro's Node adapter answers with a file of dir, each with its file: every file by its
 * path, and a folder's index.html by the folder too (trailing slash ignored, as the site's routing does).
 * @param {string} dir the client build folder
 * @returns {Map<string, string>}
 */
export function clientFiles(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    files.set(urlPath, file);
    if (urlPath.endsWith('/index.html')) {
      const folder = urlPath.slice(0, -'index.html'.length);
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }
  return files;
}

/**
 * The path of a GET or HEAD request, decoded, or undefined (another method, or a malformed URL).
 * @param {import('node:http').IncomingMessage} req
 */
export function staticPath(req) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return undefined;
  try {
    return decodeURI(req.url.split(/[?#]/)[0] ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The files of dir that have compressed copies, by URL path, with those copies.
 * @param {Map<string, string>} files the client files (clientFiles)
 * @param {string} dir the client build folder
 * @param {string} assetsDir Astro's assets folder (immutable caching), e.g. `_astro`
 */
function index(files, dir, assetsDir) {
  /** @type {Map<string, NonNullable<ReturnType<typeof compressedRecord>>>} */
  const records = new Map();
  /** @type {Map<string, ReturnType<typeof compressedRecord>>} */
  const byFile = new Map();
  for (const [urlPath, file] of files) {
    if (!byFile.has(file)) byFile.set(file, compressedRecord(file, dir, assetsDir));
    const record = byFile.get(file);
    if (record) records.set(urlPath, record);
  }
  return records;
}

/**
 * A file's compressed copies with the headers to send them, or null when it has none.
 * @param {string} file
 * @param {string} dir
 * @param {string} assetsDir
 */
function compressedRecord(file, dir, assetsDir) {
  const type = COMPRESSIBLE[path.extname(file)];
  if (!type) return null;
  /** @type {Partial<Record<'br' | 'gzip', Buffer>>} */
  const variants = {};
  for (const [encoding, suffix] of /** @type {const} */ ([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])) {
    try {
      // Held in memory: the compressed client files of this site are a few hundred KB in all.
      variants[encoding] = readFileSync(file + suffix);
    } catch {
      // This file has no copy in that encoding (too small, or not smaller compressed).
    }
  }
  if (!Object.keys(variants).length) return null;
  const info = statSync(file);
  const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
  return {
    type,
    cacheControl: urlPath.startsWith(`/${assetsDir}/`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    lastModified: info.mtime.toUTCString(),
    etag: `${info.size.toString(16)}-${info.mtimeMs.toString(16).replace('.', '')}`,
    variants,
  };
}

/**
 * A handler that answers GET and HEAD requests for pre-compressed files; it returns false (and
 * leaves the request alone) for anything else, a Range request included.
 * @param {string} dir the client build folder
 * @param {{ assetsDir?: string, files?: Map<string, string> }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function precompressedFiles(dir, { assetsDir = '_astro', files = clientFiles(dir) } = {}) {
  const records = index(files, dir, assetsDir);
  return (req, res) => {
    const pathname = req.headers.range ? undefined : staticPath(req);
    const record = pathname === undefined ? undefined : records.get(pathname);
    if (!record) return false;
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const variant = encoding && record.variants[encoding];
    if (!variant) return false;
    const etag = `W/"${record.etag}-${encoding}"`;
    res.setHeader('Cache-Control', record.cacheControl);
    res.setHeader('Last-Modified', record.lastModified);
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', record.type);
    res.setHeader('Vary', 'Accept-Encoding');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', variant.length);
    res.end(req.method === 'HEAD' ? undefined : variant);
    return true;
  };
}
