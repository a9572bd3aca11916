// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../src/lib/server/accept-encoding.mjs';
import { precompressDir, precompressedFiles } from './precompressed.mjs';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('pre-compressed static files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-precompress-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const page = `<!doctype html><title>About</title>${'<p>About us</p>'.repeat(200)}`;
  /** @type {http.Server} */
  let server;
  let port = 0;
  /** @param {string} urlPath @param {Record<string, string>} headers */
  const get = (urlPath, headers = {}) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    mkdirSync(path.join(dir, '_astro'));
    mkdirSync(path.join(dir, 'about-us'));
    writeFileSync(path.join(dir, '_astro', 'app.js'), script);
    writeFileSync(path.join(dir, 'about-us', 'index.html'), page);
    writeFileSync(path.join(dir, 'small.css'), 'a{}');
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(5000, 1));
    expect(await precompressDir(dir)).toBe(4);
    const handle = precompressedFiles(dir);
    server = http.createServer((req, res) => {
      if (!handle(req, res)) res.end('fallthrough');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz only for text files of 1 KB or more', () => {
    expect(existsSync(path.join(dir, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'about-us', 'index.html.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });

  it('answers with the encoding the client accepts, decoding to the file, with the static headers', async () => {
    /** @type {any} */
    const br = await get('/_astro/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    /** @type {any} */
    const gzip = await get('/about-us/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(gzip.headers['cache-control']).toBe('public, max-age=0');
    /** @type {any} */
    const notModified = await get('/about-us', { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag });
    expect(notModified.status).toBe(304);
  });

  it('leaves identity requests, ranges and unknown paths to the next handler', async () => {
    for (const [urlPath, headers] of [
      ['/_astro/app.js', {}],
      ['/_astro/app.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/small.css', { 'accept-encoding': 'br' }],
      ['/_astro/../../etc/passwd', { 'accept-encoding': 'br' }],
    ]) {
      /** @type {any} */
      const answer = await get(/** @type {string} */ (urlPath), /** @type {Record<string, string>} */ (headers));
      expect(answer.body.toString(), /** @type {string} */ (urlPath)).toBe('fallthrough');
    }
  });
});
