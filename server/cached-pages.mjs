// @ts-check
// The page cache's answers written straight to the socket. The app stores the on-demand public pages and
// the public API as bytes ready to send (src/lib/server/page-cache.ts) and offers them under a global key;
// the server asks it before handing a request to Astro, so a cached answer costs what a built file costs:
// no Request, no middleware, no Response to copy, no compressor in the way (a CPU profile under load had
// those at about half of a cached page's time: docs/performance.md). A miss, and every request with a cookie,
// goes to Astro as before, which renders and stores the page.

/** The global key under which the app offers its cached answers (page-cache.ts's CACHED_ANSWERS). */
const CACHED_ANSWERS = Symbol.for('siam-hunks.cached-answers');

/**
 * @typedef {object} ReadyAnswer
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {Buffer | undefined} body
 * @property {string | undefined} route
 */

/** @typedef {(method: string | undefined, pathAndQuery: string, header: (name: string) => string | undefined) => ReadyAnswer | undefined} CachedAnswers */

// A parsed address's path and query, as the app's URL parser writes them (the app keys its cache by them).
const BASE = 'http://localhost';

/**
 * Answers req from the app's page cache when it holds this page for an anonymous visitor, and says whether it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ routePattern?: string }} locals the request's route (for its log line and metrics)
 * @returns {boolean}
 */
export function servedFromCache(req, res, locals) {
  const offered = /** @type {CachedAnswers | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[CACHED_ANSWERS]);
  if (!offered || req.method !== 'GET') return false;
  let url;
  try {
    url = new URL(req.url ?? '/', BASE);
  } catch {
    return false;
  }
  const answer = offered(req.method, `${url.pathname}${url.search}`, (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  });
  if (!answer) return false;
  locals.routePattern = answer.route;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  return true;
}
