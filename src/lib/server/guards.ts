/**
 * The guards every admin route uses: a valid session (401 otherwise) and, for anything but
 * GET/HEAD/OPTIONS, the CSRF token of that session in X-CSRF-Token (403 otherwise). The middleware
 * fills locals.adminSession; routes re-check here so a route never depends on the middleware alone.
 */
import type { APIContext, APIRoute } from 'astro';
import { CSRF_ERROR, CSRF_HEADER, currentPreSessionToken, isSafeMethod, tokensMatch } from './csrf';
import { jsonError } from './http';
import { isSecureSite, type AdminSession } from './session';

type GuardContext = Pick<APIContext, 'locals' | 'request' | 'cookies' | 'url'>;

/** The 401 answer for calls that need an admin session. */
export function unauthorized(): Response {
  return jsonError(401, 'Authentication required');
}

/** 401 unless the request carries a valid admin session. */
export function requireAdmin(context: GuardContext): Response | null {
  return context.locals.adminSession ? null : unauthorized();
}

/**
 * 403 unless a state-changing request sends the expected CSRF token: the session's, or before
 * login the pre-session token of the login form.
 */
export function requireCsrf(context: GuardContext): Response | null {
  if (isSafeMethod(context.request.method)) return null;
  const expected =
    context.locals.adminSession?.csrfToken ?? currentPreSessionToken(context.cookies, isSecureSite(context.url));
  return tokensMatch(context.request.headers.get(CSRF_HEADER), expected) ? null : jsonError(403, CSRF_ERROR);
}

/** Wraps an admin route handler: session and CSRF checked first, the session handed on. */
export function withAdmin(handler: (context: APIContext, session: AdminSession) => Response | Promise<Response>): APIRoute {
  return (context) => {
    const denied = requireAdmin(context) ?? requireCsrf(context);
    if (denied) return denied;
    return handler(context, context.locals.adminSession!);
  };
}
