/**
 * Rendered public reads kept in memory: the on-demand public pages (city listings, pricing,
 * profiles) and the public GET API, stored once per public-data generation as the bytes Astro
 * rendered plus their brotli and gzip encodings (compressed once, not per request), answered with
 * ETag/304. An admin write (or any change of the public data) moves the generation, so the next
 * request renders afresh: never a stale read.
 *
 * Only anonymous requests are served from or stored in the cache: a request with a Cookie or an
 * Authorization header, and a response that sets a cookie or says private/no-store, always pass
 * through (no-store alone does not: the public JSON API sends it for browsers), as does a query
 * string the routes do not read. Only 200 answers are kept, at most MAX_ENTRIES paths (query strings make new keys).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Db } from './db';
import { publicData } from './public-data';
import { acceptedEncoding } from './accept-encoding.mjs';
import { brotliAt } from './page-encoding';
import { policyForPage } from './inline-script-hashes.mjs';
import { withUsedCss } from './used-css.mjs';
import { copyrightYear } from '@/lib/site';
import { builtScript } from './built-scripts';

const gzipAsync = promisify(gzip);

/**
 * The paths whose GET answers are the same for every anonymous visitor and change only with the public
 * data or a published text: the pages in every language (a Thai page is cached, and brotli-compressed at the best level, as
 * its English one is), and the public API; and the SHARED pages.
 */
const CACHEABLE = [
  /^(?:\/th)?\/male-strippers\/[^/]+\/?$/,
  /^(?:\/th)?\/topless-waiters\/[^/]+\/?$/,
  /^(?:\/th)?\/pricing\/[^/]+\/?$/,
  /^(?:\/th)?\/performer\/[^/]+\/?$/,
  /^\/api\/performers\/?$/,
  /^\/api\/pricing\/?$/,
];
/**
 * The pages that were pre-rendered files (home, about, privacy, terms, the contact, join and booking forms, the
 * customer's dashboard and the performer's portal, whose islands fetch all they show): rendered once and kept here, so
 * the owner's published texts and site photos show on them at once. Nothing on them depends on the visitor, so, as the
 * built file was, the stored page answers every GET of the path, whatever its cookies or query; only an anonymous
 * request without a query stores it (the language switch carries a rendered page's query).
 */
const SHARED = [/^\/(?:th\/?)?$/, /^(?:\/th)?\/(?:about-us|privacy|terms|contact|join|booking|dashboard|me|performer-login)\/?$/];
const MAX_ENTRIES = 500;
// The query parameters these routes read; any other query passes through, so made-up query strings
// can neither fill the cache nor make it compress (at the slow, best level) again and again.
const KNOWN_PARAMS = new Set(['topless-waiters', 'category', 'location']);
// Headers that describe the stored bytes rather than the page; each answer writes its own.
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'transfer-encoding']);

type Encoding = 'br' | 'gzip' | 'identity';

/** A cached answer as written to the socket: its status, every header of its own, and its bytes (none for a 304). */
export interface ReadyAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** The route that rendered it (Astro's pattern), for the request's log line and metrics. */
  route: string | undefined;
}

interface Entry {
  generation: number;
  /** Per encoding: the full answer, and the 304 that answers a matching If-None-Match. */
  answers: Record<Encoding, { full: ReadyAnswer; notModified: ReadyAnswer; etag: string }>;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Moves on each forgetCachedPages: a page rendered across it may hold what was forgotten, so it is answered, not kept. */
  epoch: number;
  // One render per path and generation at a time: concurrent misses wait for it.
  pending: Map<string, Promise<Entry | undefined>>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map(), epoch: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Whether a request may be answered from (and stored in) the page cache. */
export function isCacheableRequest(request: Request, pathname: string): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('cookie') || request.headers.has('authorization')) return false;
  const params = [...new URL(request.url).searchParams.keys()];
  if (isSharedPath(pathname) ? params.length > 0 : !params.every((name) => KNOWN_PARAMS.has(name))) return false;
  return isCacheablePath(pathname);
}

/** Whether a path's anonymous GET answers are kept by this cache (whoever asks now). */
export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE.some((pattern) => pattern.test(pathname)) || isSharedPath(pathname);
}

/** Whether a path is a page the same for everyone, answered from the cache whatever the request's cookies or query (SHARED). */
function isSharedPath(pathname: string): boolean {
  return SHARED.some((pattern) => pattern.test(pathname));
}

/** Whether a rendered response may be stored: a plain 200 (or the `status` a page answers with) for everyone, no cookie set, not private. */
export function isStorableResponse(response: Response, setsCookie: boolean, status = 200): boolean {
  if (response.status !== status || setsCookie || response.headers.has('set-cookie')) return false;
  if (response.headers.has('content-encoding')) return false;
  // no-store (the JSON API's) keeps browsers and proxies from storing; this cache is the origin's
  // own and is invalidated exactly, so only `private` marks an answer meant for one visitor.
  return !/private/i.test(response.headers.get('cache-control') ?? '');
}

async function store(response: Response, generation: number, route: string | undefined): Promise<Entry> {
  const rendered = Buffer.from(await response.arrayBuffer());
  const isPage = /^text\/html/i.test(response.headers.get('content-type') ?? '');
  // A page keeps only the CSS rules it uses, and its policy only the script hashes it needs (done once
  // here, as the build does for pre-rendered pages). The code of the script files it loads is read from the
  // build: without it a page that loads one kept the whole stylesheet (the city and pricing pages, when the
  // currency choice's script became a file, went 130-2,039 bytes over the page budget).
  const html = isPage ? withUsedCss(rendered.toString('utf8'), builtScript) : '';
  const identity = isPage ? Buffer.from(html) : rendered;
  const [br, gz] = await Promise.all([brotliAt(identity, 11), gzipAsync(identity, { level: 9 })]);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (BODY_HEADERS.has(name)) continue;
    headers[name] = isPage && name === 'content-security-policy' ? policyForPage(value, html) : value;
  }
  // The charset the middleware adds to every rendered page, in the stored headers too: a cached answer
  // the server writes itself (server/cached-pages.mjs) says what the rendered one said.
  if (headers['content-type']?.trim().toLowerCase() === 'text/html') headers['content-type'] = 'text/html; charset=utf-8';
  const tag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}`;
  const bodies: Record<Encoding, Buffer> = { br, gzip: gz, identity };
  const prepared = (encoding: Encoding): Entry['answers'][Encoding] => {
    // A strong ETag names exact bytes, so each encoding has its own.
    const etag = `${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const own: Record<string, string> = { ...headers, etag, vary: 'Accept-Encoding' };
    const body = bodies[encoding];
    const full: Record<string, string> = { ...own, 'content-length': String(body.length) };
    if (encoding !== 'identity') full['content-encoding'] = encoding;
    return {
      etag,
      full: { status: response.status, headers: full, body, route },
      notModified: { status: 304, headers: own, body: undefined, route },
    };
  };
  const answers = { br: prepared('br'), gzip: prepared('gzip'), identity: prepared('identity') };
  return { generation, answers };
}

// The few Accept-Encoding values browsers send, read once each (at most ENCODING_MEMORY of them).
const ENCODING_MEMORY = 64;
const encodings = new Map<string, Encoding>();

function encodingOf(header: string | null | undefined): Encoding {
  const key = header ?? '';
  let encoding = encodings.get(key);
  if (!encoding) {
    encoding = acceptedEncoding(key) ?? 'identity';
    if (encodings.size < ENCODING_MEMORY) encodings.set(key, encoding);
  }
  return encoding;
}

function ready(entry: Entry, acceptEncoding: string | null | undefined, ifNoneMatch: string | null | undefined): ReadyAnswer {
  const answer = entry.answers[encodingOf(acceptEncoding)];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) return answer.notModified;
  return answer.full;
}

function answer(entry: Entry, request: Request): Response {
  const { status, headers, body } = ready(entry, request.headers.get('accept-encoding'), request.headers.get('if-none-match'));
  return new Response(body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status, headers });
}

/** The cache key of a path and query (as the URL parser writes them): pages carry the footer's copyright year, so a new year renders them afresh. */
function keyOf(pathAndQuery: string): string {
  return `${copyrightYear()} ${pathAndQuery}`;
}

/**
 * The cached answer to an anonymous GET of `pathAndQuery` (as `new URL` writes its pathname and search), ready to
 * write, when db's current public data has one; undefined otherwise (the app renders, and the cache stores, it).
 * A request with a cookie or Authorization header is never answered here, but for a SHARED page (stored under its path
 * alone, answered whatever the query). Only what the app stored for exactly this path and query is found, so every rule of what may be stored (isCacheableRequest, isStorableResponse) holds.
 */
export function cachedAnswer(
  db: Db,
  method: string | undefined,
  pathAndQuery: string,
  header: (name: 'cookie' | 'authorization' | 'accept-encoding' | 'if-none-match') => string | undefined,
): ReadyAnswer | undefined {
  if (method !== 'GET') return undefined;
  const path = pathAndQuery.replace(/\?.*$/, '');
  const shared = isSharedPath(path);
  if (!shared && (header('cookie') !== undefined || header('authorization') !== undefined)) return undefined;
  const entry = caches.get(db)?.entries.get(keyOf(shared ? path : pathAndQuery));
  if (!entry || entry.generation !== publicData(db).generation) return undefined;
  return ready(entry, header('accept-encoding'), header('if-none-match'));
}

/**
 * The stored answer of a SHARED page for a request the cache neither answers nor stores otherwise (one with a cookie or
 * a query), as its built file was served; undefined when it is not stored now (the app renders it for this request).
 */
export function sharedPage(database: () => Db, request: Request): Response | undefined {
  if (request.method !== 'GET') return undefined;
  const path = new URL(request.url).pathname;
  if (!isSharedPath(path)) return undefined;
  // The database is opened only for a shared page: a request before the start-up (its health check) must not create it.
  const db = database();
  const entry = caches.get(db)?.entries.get(keyOf(path));
  return entry && entry.generation === publicData(db).generation ? answer(entry, request) : undefined;
}

/**
 * Forgets the cached answers of the paths `shows` picks (a published text's pages), so their next request renders
 * afresh; a page rendering meanwhile is answered but not kept. The other cached pages stay.
 */
export function forgetCachedPages(db: Db, shows: (path: string) => boolean): void {
  const cache = cacheOf(db);
  cache.epoch += 1;
  for (const key of [...cache.entries.keys()])
    if (shows(new URL(key.slice(key.indexOf(' ') + 1), 'http://localhost').pathname)) cache.entries.delete(key);
}

/**
 * The global key under which the app offers the production server (server/cached-pages.mjs) its cached answers,
 * so the server writes them without going through the framework's request handling.
 */
export const CACHED_ANSWERS = Symbol.for('siam-hunks.cached-answers');

/** Offers the production server the cached answers of the database `db()` returns (called once, by the middleware). */
export function offerCachedAnswers(db: () => Db): void {
  (globalThis as Record<symbol, unknown>)[CACHED_ANSWERS] = (
    method: string | undefined,
    pathAndQuery: string,
    header: (name: 'cookie' | 'authorization' | 'accept-encoding' | 'if-none-match') => string | undefined,
  ) => cachedAnswer(db(), method, pathAndQuery, header);
}

/**
 * Answers a cacheable request from the cache of db's current public data, rendering it with
 * `render` on a miss (once, however many requests wait); `setsCookie` tells whether the render set a cookie, `route`
 * names the route that renders it (for the log line of an answer the server writes itself).
 */
export async function cachedPage(
  db: Db,
  request: Request,
  render: () => Promise<Response>,
  setsCookie: () => boolean,
  route?: string,
): Promise<Response> {
  const url = new URL(request.url);
  return cachedAt(db, request, `${url.pathname}${url.search}`, 200, render, setsCookie, route);
}

/**
 * The not-found page of a language, kept at its fixed address (`/404`, `/th/404`) with its 404 status: every path
 * without a page answers the same bytes, as the built file was, whatever its cookies or query, and a published footer,
 * promise or button text reaches it at once. `render` renders the page at that address on a miss.
 */
export function cachedNotFound(
  db: Db,
  request: Request,
  address: string,
  render: () => Promise<Response>,
  setsCookie: () => boolean,
  route?: string,
): Promise<Response> {
  return cachedAt(db, request, address, 404, render, setsCookie, route);
}

async function cachedAt(
  db: Db,
  request: Request,
  pathAndQuery: string,
  status: number,
  render: () => Promise<Response>,
  setsCookie: () => boolean,
  route: string | undefined,
): Promise<Response> {
  const cache = cacheOf(db);
  const key = keyOf(pathAndQuery);
  const generation = publicData(db).generation;
  const hit = cache.entries.get(key);
  if (hit?.generation === generation) return answer(hit, request);

  const pendingKey = `${generation} ${key}`;
  const waiting = cache.pending.get(pendingKey);
  if (waiting) {
    const entry = await waiting;
    if (entry) return answer(entry, request);
    return render();
  }

  let settle!: (entry: Entry | undefined) => void;
  cache.pending.set(pendingKey, new Promise((resolve) => (settle = resolve)));
  let entry: Entry | undefined;
  try {
    const epoch = cache.epoch;
    const response = await render();
    if (!isStorableResponse(response, setsCookie(), status)) return response;
    entry = await store(response, generation, route);
    // A write that committed while the page rendered may not be in it: answer it, do not keep it.
    if (publicData(db).generation === generation && cache.epoch === epoch) {
      if (cache.entries.size >= MAX_ENTRIES && !cache.entries.has(key)) cache.entries.delete(cache.entries.keys().next().value!);
      cache.entries.set(key, entry);
    }
    return answer(entry, request);
  } finally {
    cache.pending.delete(pendingKey);
    settle(entry);
  }
}
