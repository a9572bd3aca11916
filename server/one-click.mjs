// @ts-check
/**
 * RFC 8058's one-click unsubscribe: a mail client's "Unsubscribe" POSTs `List-Unsubscribe=One-Click` as a form to
 * the address a share e-mail names, from the mail provider's servers, so without our Origin. Astro's origin check
 * (security.checkOrigin) refuses every cross-site form POST with 403, so such a POST is handed on as an opaque body:
 * the route reads nothing of it, and does one harmless, idempotent thing for the token in its address.
 */

/** The paths a one-click POST may reach (src/pages/api/shares/opt-out.ts). */
const ONE_CLICK_PATHS = new Set(['/api/shares/opt-out']);

/**
 * Lets a one-click POST to ONE_CLICK_PATHS through Astro's origin check by relabelling its form body as
 * application/octet-stream; any other request is left as it is.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function allowOneClick(req) {
  if (req.method !== 'POST' || !ONE_CLICK_PATHS.has((req.url ?? '').split('?')[0] ?? '')) return;
  if (req.headers['content-type'] !== undefined) req.headers['content-type'] = 'application/octet-stream';
}
