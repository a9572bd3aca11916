// @ts-check
import { eq } from 'drizzle-orm';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pricingItems } from '../db/schema';
import { tempDatabase } from '../test/temp-db';
import { cachedPage, isCacheableRequest, offerCachedAnswers } from '../src/lib/server/page-cache';
import { writePublicData } from '../src/lib/server/public-data';
import { servedFromCache } from './cached-pages.mjs';

// A real HTTP server as serve.mjs runs it: the cache's answers written by servedFromCache, everything else by
// "the app" (the real cachedPage around a render that greets whoever asks, by the cookie it sent).
const ROUTE = '/pricing/[city]';
/** @type {ReturnType<typeof tempDatabase>} */
let database;
/** @type {http.Server} */
let server;
let port = 0;
/** Who answered each request: 'cache' (the server itself) or 'app'. */
/** @type {string[]} */
let answeredBy = [];
let renders = 0;
let version = 'first';
/** A Set-Cookie the next render sends (as a page that signs a visitor in would). */
/** @type {string | undefined} */
let setCookie;

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
async function app(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(url, { method: req.method, headers });
  const render = () => {
    renders += 1;
    const visitor = /visitor=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'guest';
    const page = `<!doctype html><main>${`Hello ${visitor}, prices ${version}. `.repeat(100)}</main>`;
    /** @type {Record<string, string>} */
    const extra = setCookie ? { 'set-cookie': setCookie } : {};
    return Promise.resolve(
      new Response(page, { headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'", ...extra } }),
    );
  };
  const response = isCacheableRequest(request, url.pathname)
    ? await cachedPage(database.db, request, render, () => false, ROUTE)
    : await render();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * @param {string} urlPath
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
const get = (urlPath, headers = {}, method = 'GET') =>
  new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });

/** @param {http.IncomingHttpHeaders} headers the answer's headers, without the ones each answer writes anew */
const own = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

describe('cached answers written by the server', () => {
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      /** @type {{ routePattern?: string }} */
      const locals = {};
      if (servedFromCache(req, res, locals)) {
        answeredBy.push(`cache ${locals.routePattern}`);
        return;
      }
      answeredBy.push('app');
      void app(req, res);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    database?.close();
    database = tempDatabase();
    offerCachedAnswers(() => database.db);
    answeredBy = [];
    renders = 0;
    version = 'first';
    setCookie = undefined;
  });

  it('answers a stored page itself with the bytes and headers the app answered, in each encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      /** @type {Record<string, string>} */
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const rendered = await get('/pricing/phuket', headers);
      const cached = await get('/pricing/phuket', headers);
      expect(cached.status).toBe(200);
      expect(own(cached.headers)).toEqual(own(rendered.headers));
      expect(cached.body.equals(rendered.body)).toBe(true);
      expect(cached.headers['content-encoding']).toBe(encoding);
      expect(cached.headers.vary).toBe('Accept-Encoding');
      expect(cached.headers['content-type']).toBe('text/html; charset=utf-8');
      const text = encoding === 'br' ? brotliDecompressSync(cached.body) : encoding === 'gzip' ? gunzipSync(cached.body) : cached.body;
      expect(text.toString()).toContain('Hello guest, prices first.');
    }
    expect(renders).toBe(1);
    expect(answeredBy).toEqual(['app', `cache ${ROUTE}`, `cache ${ROUTE}`, `cache ${ROUTE}`, `cache ${ROUTE}`, `cache ${ROUTE}`]);
  });

  it('never answers a visitor who sends a cookie or Authorization from the cache, nor keeps the page she got', async () => {
    await get('/pricing/phuket', { 'accept-encoding': 'br' });
    const anna = await get('/pricing/phuket', { cookie: 'visitor=anna' });
    expect(anna.body.toString()).toContain('Hello anna');
    const signedIn = await get('/pricing/phuket', { authorization: 'Bearer x' });
    expect(signedIn.body.toString()).toContain('Hello guest');
    const guest = await get('/pricing/phuket');
    expect(guest.body.toString()).toContain('Hello guest');
    expect(guest.body.toString()).not.toContain('anna');
    expect(answeredBy).toEqual(['app', 'app', 'app', `cache ${ROUTE}`]);
  });

  it('never stores, nor answers from the cache, a page that set a cookie', async () => {
    setCookie = 'session=for-one-visitor';
    expect((await get('/pricing/bangkok')).headers['set-cookie']).toEqual(['session=for-one-visitor']);
    setCookie = undefined;
    const next = await get('/pricing/bangkok');
    expect(next.headers['set-cookie']).toBeUndefined();
    expect(answeredBy).toEqual(['app', 'app']);
  });

  it('answers 304 to a matching If-None-Match for the encoding asked, and the page to any other', async () => {
    const first = await get('/pricing/phuket', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/pricing/phuket', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const gzip = await get('/pricing/phuket', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(answeredBy.slice(1)).toEqual([`cache ${ROUTE}`, `cache ${ROUTE}`]);
  });

  it('leaves the app to render afresh once the public data changed', async () => {
    await get('/pricing/phuket');
    version = 'second';
    expect((await get('/pricing/phuket')).body.toString()).toContain('prices first.');
    const { db } = database;
    writePublicData(db, () => db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run());
    expect((await get('/pricing/phuket')).body.toString()).toContain('prices second.');
    expect((await get('/pricing/phuket')).body.toString()).toContain('prices second.');
    expect(answeredBy).toEqual(['app', `cache ${ROUTE}`, 'app', `cache ${ROUTE}`]);
  });

  it('leaves every other method, path and query to the app', async () => {
    await get('/pricing/phuket');
    await get('/pricing/phuket', {}, 'HEAD');
    await get('/pricing/phuket', {}, 'POST');
    await get('/pricing/phuket?utm=1');
    await get('/pricing/pattaya');
    expect(answeredBy).toEqual(['app', 'app', 'app', 'app', 'app']);
  });
});
