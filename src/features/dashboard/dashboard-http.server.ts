/** The dashboard routes' guard and cookie handling. */
import type { APIContext } from 'astro';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionEmail } from './dashboard-auth.server';

/** The signed-in address; throws 401 without a dashboard session. */
export function requireDashboard(db: Db, context: Pick<APIContext, 'cookies'>): string {
  const email = sessionEmail(db, context.cookies.get(SESSION_COOKIE)?.value);
  if (!email) throw new HttpError(401, 'Please sign in with the link we e-mailed you');
  return email;
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure on https, one day. */
export function setSessionCookie(context: Pick<APIContext, 'cookies' | 'url'>, value: string): void {
  context.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: context.url.protocol === 'https:',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
