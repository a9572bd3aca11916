/**
 * Anti-forgery tokens. With a session, the token is the one stored with it. Before login there is
 * no session, so the login call is protected by a double-submit token: a random value kept in an
 * HttpOnly, SameSite=Strict cookie that the page learns only from GET /api/admin/csrf-token (another
 * site can neither read that response nor set the cookie).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieJar } from './session';
import * as clock from '@/lib/clock';

/** Header that carries the token on every state-changing admin call. */
export const CSRF_HEADER = 'x-csrf-token';

const PRE_SESSION_COOKIE = (secure: boolean) => (secure ? '__Host-admin_login_csrf' : 'admin_login_csrf');
const PRE_SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** Methods that never change state, so need no token. */
export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** Constant-time comparison of a sent token with the expected one. */
export function tokensMatch(sent: string | null | undefined, expected: string | null | undefined): boolean {
  if (!sent || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The pre-login token from its cookie, creating the cookie when missing. */
export function preSessionToken(cookies: CookieJar, secure: boolean): string {
  const existing = cookies.get(PRE_SESSION_COOKIE(secure))?.value;
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  cookies.set(PRE_SESSION_COOKIE(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: new Date(clock.now() + PRE_SESSION_LIFETIME_MS),
  });
  return token;
}

/** The pre-login token the browser holds, if any (without creating one). */
export function currentPreSessionToken(cookies: CookieJar, secure: boolean): string | undefined {
  return cookies.get(PRE_SESSION_COOKIE(secure))?.value;
}

/** Forgets the pre-login token once a session exists. */
export function clearPreSessionToken(cookies: CookieJar, secure: boolean): void {
  cookies.delete(PRE_SESSION_COOKIE(secure), { path: '/', secure, httpOnly: true, sameSite: 'strict' });
}
