/** The dashboard routes' guard and the customer's cookies (dashboard session and booking cookies). */
import type { APIContext, AstroCookieSetOptions } from 'astro';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionEmail } from './dashboard-auth.server';

/** The signed-in address; throws 401 without a dashboard session. */
export function requireDashboard(db: Db, context: Pick<APIContext, 'cookies'>): string {
  const email = sessionEmail(db, context.cookies.get(SESSION_COOKIE)?.value);
  if (!email) throw new HttpError(401, 'Please sign in with the link we e-mailed you');
  return email;
}

/** The options of every customer cookie: HttpOnly, SameSite=Lax, Secure on https, whole site. */
export function customerCookieOptions(context: Pick<APIContext, 'url'>, maxAgeSeconds: number): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', secure: context.url.protocol === 'https:', path: '/', maxAge: maxAgeSeconds };
}

/** Sets the session cookie for one day. */
export function setSessionCookie(context: Pick<APIContext, 'cookies' | 'url'>, value: string): void {
  context.cookies.set(SESSION_COOKIE, value, customerCookieOptions(context, SESSION_TTL_MS / 1000));
}
