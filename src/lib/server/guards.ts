/**
 * The guards every admin route uses: a valid session (401 otherwise), the role the route declares
 * (403 otherwise; a route that declares none is refused) and, for anything but GET/HEAD/OPTIONS, the
 * CSRF token of that session in X-CSRF-Token (403 otherwise). The middleware fills
 * locals.adminSession; routes re-check here so a route never depends on the middleware alone.
 */
import type { APIContext, APIRoute } from 'astro';
import { CSRF_HEADER, currentPreSessionToken, isSafeMethod, tokensMatch } from './csrf';
import { refuse, found, json, route, type HttpError } from './http';
import type { AdminSession } from './session';
import type { StaffRole } from '@db/schema';
import { auditedWrite } from './audit';
import { getDb } from './db';
import { isHttpsSite } from './config';
import type { OwnerAction } from '@/lib/admin-guard-errors';

type GuardContext = Pick<APIContext, 'locals' | 'request' | 'cookies' | 'url'>;

/** The 401 for calls that need an admin session: 'Authentication required', code `authentication_required`. */
export function unauthorized(): HttpError {
  return refuse(401, { code: 'authentication_required', params: {} });
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
  if (!tokensMatch(context.request.headers.get(CSRF_HEADER), expected)) throw refuse(403, { code: 'csrf_invalid', params: {} });
}

/** The least role an admin route needs: `staff` (the daily work) or `owner` (everything else). */
export type AdminRouteRole = StaffRole;

/** What an admin route declares: its role is required, so a route without one does not compile and is refused. */
export interface AdminRouteOptions {
  role: AdminRouteRole;
  /** Record a read too (an export); every write (not GET/HEAD/OPTIONS) is recorded anyway. */
  audit?: boolean;
}

/** An API handler with the access it declares, read by the route-table test. */
export type DeclaredRoute = APIRoute & { access?: AdminRouteRole | 'open' };

/** Throws 403 unless the session's role reaches `role` (owner reaches everything). */
export function requireRole(session: AdminSession, role: AdminRouteRole | undefined): void {
  if (role !== 'staff' && role !== 'owner') throw refuse(403, { code: 'route_without_role', params: {} });
  if (role === 'owner' && session.role !== 'owner') throw refuse(403, { code: 'owner_only', params: {} });
}

/** Throws 403 unless the session is the owner's: an owner-only part of a staff route (`action`, e.g. 'price_override'). */
export function requireOwner(session: AdminSession, action: OwnerAction): void {
  if (session.role !== 'owner') throw refuse(403, { code: 'owner_only_action', params: { action } });
}

/** Wraps an admin route handler in `route`: session, role and CSRF checked first, the session handed on. */
export function withAdmin(
  handler: (context: APIContext, session: AdminSession) => Response | Promise<Response>,
  options: AdminRouteOptions,
): APIRoute {
  // Read at call time too, so a JavaScript caller that omits the option is refused rather than let through.
  const role = (options as AdminRouteOptions | undefined)?.role;
  const wrapped: DeclaredRoute = route((context) => {
    const session = requireAdmin(context);
    requireRole(session, role);
    requireCsrf(context);
    if (isSafeMethod(context.request.method) && !options.audit) return handler(context, session);
    const actor = { staffId: session.staffId, name: session.name, role: session.role };
    return auditedWrite(getDb(), context, actor, async () => handler(context, session));
  });
  wrapped.access = role;
  return wrapped;
}

/** Marks an admin API route that answers without a session (sign-in, status, CSRF token), for the route table. */
export function openAdminRoute(handler: APIRoute): APIRoute {
  const declared: DeclaredRoute = handler;
  declared.access = 'open';
  return declared;
}

/** The admin DELETE of a record by its [id]: `remove` answers whether it existed; the coded 404 `notFound` makes otherwise. */
export function adminDelete(remove: (id: string) => boolean, notFound: () => HttpError, options: AdminRouteOptions): APIRoute {
  return withAdmin(({ params }) => {
    found(remove(params.id ?? ''), notFound);
    return json({ success: true });
  }, options);
}
