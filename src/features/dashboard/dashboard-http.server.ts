/** The dashboard routes' guard and the customer's cookies (dashboard session and booking cookies). */
import type { APIContext, AstroCookieSetOptions } from 'astro';
import { isHttpsSite } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionEmail } from './dashboard-auth.server';

/** The signed-in address; throws 401 without a dashboard session. */
export function requireDashboard(db: Db, context: Pick<APIContext, 'cookies'>): string {
  const email = sessionEmail(db, context.cookies.get(SESSION_COOKIE)?.value);
  if (!email) throw new HttpError(401, 'Please sign in with the link we e-mailed you');
  return email;
}

/** The options of every customer cookie: HttpOnly, SameSite=Lax, Secure when SITE_URL is https (behind a TLS proxy the request itself is http), whole site. */
export function customerCookieOptions(maxAgeSeconds: number): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isHttpsSite(), path: '/', maxAge: maxAgeSeconds };
}

/** Sets the session cookie for one day. */
export function setSessionCookie(context: Pick<APIContext, 'cookies'>, value: string): void {
  context.cookies.set(SESSION_COOKIE, value, customerCookieOptions(SESSION_TTL_MS / 1000));
}

/** Clears the session cookie with the attributes it was set with. */
export function clearSessionCookie(context: Pick<APIContext, 'cookies'>): void {
  context.cookies.delete(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttpsSite(), path: '/' });
}
