// @ts-check
// Security headers sent with every response (pages, assets, API), set by the server wrapper
// because pre-rendered files are served without running Astro's middleware. Pages rendered on demand
// get Astro's own Content-Security-Policy instead (astro.config.mjs `security.csp`): the same
// directives, with the hashes of that page's inline island scripts.

/**
 * The CSP directives other than script-src and style-src, shared by Astro's page policy and the
 * fallback policy below so each rule is written once.
 * @param {{ https: boolean }} options whether the site is served over https (upgrades requests)
 * @returns {NonNullable<Exclude<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, boolean>['directives']>}
 */
export function cspDirectives({ https }) {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? /** @type {const} */ (['upgrade-insecure-requests']) : []),
  ];
}

/** Style sources: inline styles stay allowed (React style attributes); they cannot run code. */
export const styleSources = ["'self'", "'unsafe-inline'"];

/**
 * The Content-Security-Policy of every response that is not a page rendered on demand (those get
 * Astro's): scripts only from the site's own files and the site's own inline scripts, by hash.
 * @param {{ https: boolean, scriptHashes?: string[] }} options whether the site is served over
 *   https, and the hashes of the pre-rendered pages' inline scripts (src/lib/server/inline-script-hashes.mjs)
 * @returns {string}
 */
export function contentSecurityPolicy({ https, scriptHashes = [] }) {
  return [["script-src 'self'", ...scriptHashes].join(' '), `style-src ${styleSources.join(' ')}`, ...cspDirectives({ https })].join('; ');
}

/**
 * The headers for a response.
 * @param {{ https: boolean, scriptHashes?: string[] }} options whether the site is served over https
 *   (adds HSTS), and the inline script hashes for script-src
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https, scriptHashes = [] }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ https, scriptHashes }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
