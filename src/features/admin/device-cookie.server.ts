/**
 * Device cookies for the admin login (OWASP's "Slow brute force with device cookies"): a browser that
 * signed in successfully gets a long-lived, HttpOnly cookie naming a random device id, signed with an
 * HMAC under the server secret (lib/server/server-secret.ts). A login attempt carrying a valid one is
 * limited per device only, so a flood of wrong passwords from strangers (which spends the per-address
 * limits and the global failure budget) never locks out the agency's own browsers. Without the cookie,
 * the limits stay as they are.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { hitRateLimit, resetRateLimit, type RateLimitResult, type RateLimitRule } from '@/lib/server/rate-limit';
import type { CookieJar } from '@/lib/server/session';
import { keyedHash, keyedHashMatches } from '@/lib/server/server-secret';
import * as clock from '@/lib/clock';

/** At most 5 login attempts per trusted device per 15 minutes (a stolen cookie buys no more guesses than an address). */
export const DEVICE_LOGIN_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** How long a device stays trusted after its last successful sign-in. */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Name of the device cookie: `__Host-` prefixed on https so no subdomain or http page can set it. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-admin_device' : 'admin_device';
}

// Prefixed, so no other HMAC under the server secret (address keys, the customer's device cookie) can stand in for it.
const signed = (id: string) => `admin-device:${id}`;

/** The device id of a validly signed device cookie the browser sent, else null (missing, malformed or forged). */
export function trustedDevice(db: Db, cookies: CookieJar, secure: boolean): string | null {
  const value = cookies.get(deviceCookieName(secure))?.value ?? '';
  const [id, sent, ...rest] = value.split('.');
  if (rest.length > 0 || !id || !sent || !/^[\w-]{22}$/.test(id) || !/^[\w-]{43}$/.test(sent)) return null;
  return keyedHashMatches(db, signed(id), sent) ? id : null;
}

/** After a successful sign-in: (re)sets the device cookie, keeping the device's id when it had one. */
export function rememberDevice(db: Db, cookies: CookieJar, secure: boolean, device: string | null, now = clock.now()): void {
  const id = device ?? randomBytes(16).toString('base64url');
  cookies.set(deviceCookieName(secure), `${id}.${keyedHash(db, signed(id))}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: new Date(now + DEVICE_COOKIE_LIFETIME_MS),
  });
}

const deviceKeyOf = (device: string) => `admin-login-device:${device}`;

/** Counts one login attempt of a trusted device against its own limit. */
export function hitDeviceLimit(db: Db, device: string): RateLimitResult {
  return hitRateLimit(db, deviceKeyOf(device), DEVICE_LOGIN_LIMIT);
}

/** Forgets a device's attempts after it signed in. */
export function resetDeviceLimit(db: Db, device: string): void {
  resetRateLimit(db, deviceKeyOf(device));
}
