// @ts-check
/**
 * Hands every GET, once its answer is sent, to the app's visit counter (src/features/sources/visit-counter.server.ts):
 * pre-rendered and cached pages are answered here or by the page cache without the app's routes, and are counted
 * all the same, by the server, with no script in the page. The app leaves its counter under a registered global
 * symbol at start-up, as this server cannot import the bundle; until then (or when it is gone) nothing is counted.
 */

/** Where the app leaves its counter (src/startup.ts names the same symbol). */
export const VISIT_HOOK = Symbol.for('siam-hunks.count-visit');

/**
 * Counts the request's page view after its answer has gone out, never before: the page waits for nothing.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} client the client's address as proxy trust defines it (hashed by the app, never kept)
 */
export function countOnFinish(req, res, client) {
  if (req.method !== 'GET') return;
  const url = req.url ?? '/';
  res.once('finish', () => {
    const count = /** @type {Record<symbol, unknown>} */ (globalThis)[VISIT_HOOK];
    if (typeof count !== 'function') return;
    count({
      method: 'GET',
      url,
      headers: req.headers,
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      client,
    });
  });
}
