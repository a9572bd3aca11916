// Security headers sent with every response (pages, assets, API), set by the server wrapper
// because pre-rendered files are served without running Astro's middleware.

/** The Content-Security-Policy header. Inline scripts are needed by Astro's island loader. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers for a response.
 * @param {{ https: boolean }} options whether the site is served over https (adds HSTS)
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https }) {
  return {
    'Content-Security-Policy': https ? `${contentSecurityPolicy}; upgrade-insecure-requests` : contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
