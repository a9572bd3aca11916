import { json, route } from '@/lib/server/http';
import { ADMIN_HINT_COOKIE, clearSessionCookies } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';

export const prerender = false;

/** Whether this browser holds a valid admin session; a stale Admin-link hint is cleared. */
export const GET = route((context) => {
  const isAdmin = Boolean(context.locals.adminSession);
  if (!isAdmin && context.cookies.get(ADMIN_HINT_COOKIE)) clearSessionCookies(context.cookies, isHttpsSite());
  return json({ isAdmin });
});
