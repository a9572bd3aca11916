/**
 * Admin access for every on-demand request: validates the session cookie into locals.adminSession
 * (a malformed, unknown or expired token clears the cookie), answers 401 JSON for admin API calls
 * without a session, and redirects /admin to /admin-login on the server. Routes re-check with the
 * guards in lib/server/guards.ts. A `[lang]` route whose segment is no prefixed language is not found. Anonymous GETs of the public pages and API are answered from the
 * page cache (lib/server/page-cache.ts); a per-visitor page (an e-mailed link's, the summary, or a cached
 * page asked for with a cookie) has its CSS cut per answer (lib/server/page-css.ts) and is compressed to fit the page
 * budget (lib/server/page-encoding.ts). Every page, pre-rendered ones at
 * build time too, has Astro's island output mended: its style in the head, no island preload, island requests after the paint (lib/server/astro-islands.ts). Security headers are set by server/serve.mjs for every response; start-up
 * work lives in src/startup.ts, not here.
 */
import type { MiddlewareHandler } from 'astro';
import { getDb } from '@/lib/server/db';
import { unauthorized } from '@/lib/server/guards';
import { cachedNotFound, cachedPage, isCacheableRequest, offerCachedAnswers, sharedPage } from '@/lib/server/page-cache';
import { isCutPage, withPageCss } from '@/lib/server/page-css';
import { withPageEncoding } from '@/lib/server/page-encoding';
import { withAstroIslandsMended } from '@/lib/server/astro-islands';
import { storageFailureResponse } from '@/lib/server/storage-errors';
import { clearSessionCookies, sessionCookieName, validateSessionToken } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';
import { isPrefixedLocale } from '@/lib/locale-routes';
import { localeOfPath, localizePath } from '@/lib/i18n';

// Admin API calls that answer without a session.
const OPEN_ADMIN_CALLS = new Set([
  '/api/admin/login',
  '/api/admin/status',
  '/api/admin/csrf-token',
  '/api/admin/passkeys/login/options',
  '/api/admin/passkeys/login/verify',
  '/api/admin/passkeys/register/options',
  '/api/admin/passkeys/register/verify',
]);

// The production server answers what the page cache holds before the request reaches Astro (server/cached-pages.mjs).
offerCachedAnswers(getDb);

/** The path as routing sees it: decoded, lower-case, without a trailing slash. */
function normalisedPath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot match a route; keep the raw path.
  }
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Fills locals and guards admin paths; a full, read-only or locked database answers 503 (storage-errors.ts). */
export const onRequest: MiddlewareHandler = async (context, next) => {
  try {
    // Every page is rendered with Astro's island output mended (its style in the head, no island preload, island
    // requests after the paint), before the page cache or the CSS cut reads it.
    return withCharset(await guard(context, async () => withAstroIslandsMended(await next())));
  } catch (error) {
    const response = storageFailureResponse(error, context.url.pathname);
    if (response) return response;
    throw error;
  }
};

async function guard(context: Parameters<MiddlewareHandler>[0], next: Parameters<MiddlewareHandler>[1]): Promise<Response> {
  context.locals.adminSession = null;
  context.locals.routePattern = context.routePattern;
  // An on-demand page under src/pages/[lang]/ matches any first segment: one that is not a prefixed
  // language is a path without a page (Astro answers an empty 404 with the not-found page).
  if ('lang' in context.params && !isPrefixedLocale(context.params.lang)) return new Response(null, { status: 404 });
  // A pre-rendered page has no request headers to read (at build time and under `astro dev`), and no
  // pre-rendered page is an admin path or a cached one; in production serve.mjs answers them from disk.
  if (context.isPrerendered) return next();
  const path = normalisedPath(context.url);
  const adminApi = path === '/api/admin' || path.startsWith('/api/admin/') || path.startsWith('/api/upload');
  const adminPage = path === '/admin' || path.startsWith('/admin/');
  if (!adminApi && !adminPage) {
    const notFound = notFoundAddress(context);
    // Any other path is rewritten to the page's own address (this middleware runs again there), so every path
    // without a page answers the bytes rendered at that address: the page reads its address (canonical, language switch).
    if (notFound && context.request.method === 'GET')
      return context.url.pathname === notFound
        ? cachedNotFound(
            getDb(),
            context.request,
            notFound,
            () => next(),
            () => setsCookie(context.cookies),
            context.routePattern,
          )
        : context.rewrite(notFound);
    if (isCacheableRequest(context.request, path))
      return cachedPage(
        getDb(),
        context.request,
        () => next(),
        () => setsCookie(context.cookies),
        context.routePattern,
      );
    const shared = sharedPage(getDb, context.request);
    if (shared) return shared;
    if (isCutPage(path) && context.request.method === 'GET') {
      const response = await next();
      return setsCookie(context.cookies)
        ? response
        : withPageEncoding(await withPageCss(response), context.request.headers.get('accept-encoding'));
    }
    return next();
  }

  const db = getDb();
  const secure = isHttpsSite();
  const token = context.cookies.get(sessionCookieName(secure))?.value;
  if (token) {
    context.locals.adminSession = validateSessionToken(db, token);
    if (!context.locals.adminSession) clearSessionCookies(context.cookies, secure);
  }
  const session = context.locals.adminSession;

  if (adminPage) {
    if (!session) return context.redirect('/admin-login', 302);
    return withNoStore(await next());
  }
  if (!session && !OPEN_ADMIN_CALLS.has(path)) return withNoStore(unauthorized().toResponse());
  return withNoStore(await next());
}

/**
 * The fixed address of the not-found page a request is answered with (`/404`, `/th/404`: the page in the path's
 * language), or undefined when the route is not the not-found page. Astro renders the `/404` route for a path no route
 * matches (and for a route that answers an empty 404); `/[lang]/[...path]` is any other path under a language.
 */
function notFoundAddress(context: Parameters<MiddlewareHandler>[0]): string | undefined {
  if (context.routePattern !== '/404' && context.routePattern !== '/[lang]/[...path]') return undefined;
  return localizePath('/404', localeOfPath(context.url.pathname));
}

/** Whether the route set a cookie on Astro's cookie API (applied to the response after middleware). */
function setsCookie(cookies: Parameters<MiddlewareHandler>[0]['cookies']): boolean {
  const headers = (cookies as { headers?: () => Iterable<string> }).headers;
  return typeof headers === 'function' && [...headers.call(cookies)].length > 0;
}

/**
 * Astro answers an on-demand page as bare `text/html`: the validators want the charset in the header too
 * (the page's own `<meta charset>` comes after bytes a browser may already have guessed from).
 */
function withCharset(response: Response): Response {
  if (response.headers.get('Content-Type')?.trim().toLowerCase() !== 'text/html') return response;
  try {
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

function withNoStore(response: Response): Response {
  // Admin data must never be kept by a browser or proxy cache.
  try {
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch {
    return new Response(response.body, {
      status: response.status,
      headers: { ...Object.fromEntries(response.headers), 'Cache-Control': 'no-store' },
    });
  }
}
