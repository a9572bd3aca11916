/** The dashboard routes' guard and the customer's cookies (dashboard session, device and booking cookies). */
import { randomBytes } from 'node:crypto';
import type { APIContext } from 'astro';
import { mailbox } from '@/lib/server/address-key';
import { isHttpsSite } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import { keyedHash, keyedHashMatches } from '@/lib/server/server-secret';
import { privateCookieOptions, SESSION_TTLS, sessionEmail } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from './dashboard-auth.server';

/** The signed-in address; throws 401 without a dashboard session. */
export function requireDashboard(db: Db, context: Pick<APIContext, 'cookies'>): string {
  const email = sessionEmail(db, context.cookies.get(SESSION_COOKIE)?.value);
  if (!email) throw refuse(401, { code: 'sign_in_needed', params: {} });
  return email;
}

/** The 400 of a sign-in link that is bad, used or expired (coded `sign_in_link_invalid`). */
export function invalidSignInLink(): HttpError {
  return refuse(400, { code: 'sign_in_link_invalid', params: {} });
}

/** Sets the session cookie for one day. */
export function setSessionCookie(context: Pick<APIContext, 'cookies'>, value: string): void {
  context.cookies.set(SESSION_COOKIE, value, privateCookieOptions(SESSION_TTLS.customer / 1000));
}

/** The cookie that marks a browser once signed in as an address: its sign-in e-mails have their own budget. */
export const DEVICE_COOKIE = 'sh_device';
/** How long a browser stays known after its last sign-in. */
export const DEVICE_TTL_DAYS = 365;

const deviceMac = (db: Db, device: string, email: string) => keyedHash(db, `device:${device}:${mailbox(email)}`);

/**
 * Signs a browser in as `email` (a link to that address proved it): the one-day session cookie, and
 * the device cookie, `id.HMAC(id, mailbox)` under the server secret, so it names no address and cannot
 * be made for another one.
 */
export function signIn(db: Db, context: Pick<APIContext, 'cookies'>, sessionId: string, email: string): void {
  setSessionCookie(context, sessionId);
  const device = randomBytes(16).toString('base64url');
  context.cookies.set(DEVICE_COOKIE, `${device}.${deviceMac(db, device, email)}`, privateCookieOptions(DEVICE_TTL_DAYS * 86_400));
}

/** The id of this browser's device cookie when it was signed in as `email` before; undefined otherwise. */
export function knownDevice(db: Db, context: Pick<APIContext, 'cookies'>, email: string): string | undefined {
  const [device, mac, ...rest] = (context.cookies.get(DEVICE_COOKIE)?.value ?? '').split('.');
  if (rest.length || !device || !mac || device.length > 32 || mac.length > 64) return undefined;
  return keyedHashMatches(db, `device:${device}:${mailbox(email)}`, mac) ? device : undefined;
}

/** Clears the session cookie with the attributes it was set with. */
export function clearSessionCookie(context: Pick<APIContext, 'cookies'>): void {
  context.cookies.delete(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttpsSite(), path: '/' });
}
