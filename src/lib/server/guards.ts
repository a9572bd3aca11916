/**
 * The guards every admin route uses: a valid session (401 otherwise) and, for anything but
 * GET/HEAD/OPTIONS, the CSRF token of that session in X-CSRF-Token (403 otherwise). The middleware
 * fills locals.adminSession; routes re-check here so a route never depends on the middleware alone.
 */
import type { APIContext, APIRoute } from 'astro';
import { CSRF_ERROR, CSRF_HEADER, currentPreSessionToken, isSafeMethod, tokensMatch } from './csrf';
import { found, HttpError, json, route } from './http';
import type { AdminSession } from './session';
import { isHttpsSite } from './config';

type GuardContext = Pick<APIContext, 'locals' | 'request' | 'cookies' | 'url'>;

/** The 401 for calls that need an admin session. */
export function unauthorized(): HttpError {
  return new HttpError(401, 'Authentication required');
}

/** The admin session of the request; throws 401 without one. */
export function requireAdmin(context: GuardContext): AdminSession {
  if (!context.locals.adminSession) throw unauthorized();
  return context.locals.adminSession;
}

/**
 * Throws 403 unless a state-changing request sends the expected CSRF token: the session's, or
 * before login the pre-session token of the login form.
 */
export function requireCsrf(context: GuardContext): void {
  if (isSafeMethod(context.request.method)) return;
  const expected = context.locals.adminSession?.csrfToken ?? currentPreSessionToken(context.cookies, isHttpsSite());
  if (!tokensMatch(context.request.headers.get(CSRF_HEADER), expected)) throw new HttpError(403, CSRF_ERROR);
}

/** The roles of the agency's team: the owner may do everything, staff the day's work. */
export type AdminRole = 'owner' | 'staff';

/** What an admin route declares: the least role it needs (enforced once staff roles exist). */
export interface AdminRouteOptions {
  role?: AdminRole;
}

/**
 * Throws 403 unless the session may do what only the owner may (`what`, e.g. 'price overrides').
 * The seam with staff roles: a session without a role (before roles exist) counts as the owner.
 */
export function requireOwner(session: AdminSession, what: string): void {
  const role = (session as AdminSession & { role?: AdminRole }).role ?? 'owner';
  if (role !== 'owner') throw new HttpError(403, `Only the owner may make ${what}`);
}

/**
 * Wraps an admin route handler in `route`: session and CSRF checked first, the session handed on.
 * `options.role` declares the least role the route needs (staff or owner); it is a declaration
 * until staff roles exist, which enforce it here.
 */
export function withAdmin(
  handler: (context: APIContext, session: AdminSession) => Response | Promise<Response>,
  _options: AdminRouteOptions = {},
): APIRoute {
  return route((context) => {
    const session = requireAdmin(context);
    requireCsrf(context);
    return handler(context, session);
  });
}

/** The admin DELETE of a record by its [id]: `remove` answers whether it existed; 404 with `notFound` otherwise. */
export function adminDelete(remove: (id: string) => boolean, notFound: string): APIRoute {
  return withAdmin(({ params }) => {
    found(remove(params.id ?? ''), notFound);
    return json({ success: true });
  });
}
