/**
 * Device cookies for the admin login (OWASP's "Slow brute force with device cookies"): a browser that
 * signed in successfully gets a long-lived, HttpOnly cookie naming a random device id, signed with an
 * HMAC key kept in the settings. A login attempt carrying a valid one is limited per device only, so a
 * flood of wrong passwords from strangers (which spends the per-address limits and the global failure
 * budget) never locks out the agency's own browsers. Without the cookie, the limits stay as they are.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { hitRateLimit, resetRateLimit, type RateLimitResult, type RateLimitRule } from '@/lib/server/rate-limit';
import type { CookieJar } from '@/lib/server/session';
import { getSetting, setSetting } from '@/lib/server/settings';

/** At most 5 login attempts per trusted device per 15 minutes (a stolen cookie buys no more guesses than an address). */
export const DEVICE_LOGIN_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** How long a device stays trusted after its last successful sign-in. */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Settings key of the HMAC key that signs device cookies (its own key: nothing else is signed with it). */
export const DEVICE_KEY_SETTING = 'admin_device_cookie_key';

/** Name of the device cookie: `__Host-` prefixed on https so no subdomain or http page can set it. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-admin_device' : 'admin_device';
}

// The signing key, made on first use; a concurrent first use keeps whichever was stored first.
function deviceKey(db: Db): Buffer {
  let key = getSetting(db, DEVICE_KEY_SETTING);
  if (!key) {
    key = db.transaction(
      (tx) => {
        const stored = getSetting(tx, DEVICE_KEY_SETTING);
        if (stored) return stored;
        const fresh = randomBytes(32).toString('base64url');
        setSetting(tx, DEVICE_KEY_SETTING, fresh);
        return fresh;
      },
      { behavior: 'immediate' },
    );
  }
  return Buffer.from(key, 'base64url');
}

const signature = (db: Db, id: string) => createHmac('sha256', deviceKey(db)).update(`admin-device:${id}`).digest();

/** The device id of a validly signed device cookie the browser sent, else null (missing, malformed or forged). */
export function trustedDevice(db: Db, cookies: CookieJar, secure: boolean): string | null {
  const value = cookies.get(deviceCookieName(secure))?.value ?? '';
  const [id, sent, ...rest] = value.split('.');
  if (rest.length > 0 || !id || !sent || !/^[\w-]{22}$/.test(id) || !/^[\w-]{43}$/.test(sent)) return null;
  const expected = signature(db, id);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** After a successful sign-in: (re)sets the device cookie, keeping the device's id when it had one. */
export function rememberDevice(db: Db, cookies: CookieJar, secure: boolean, device: string | null, now = Date.now()): void {
  const id = device ?? randomBytes(16).toString('base64url');
  cookies.set(deviceCookieName(secure), `${id}.${signature(db, id).toString('base64url')}`, {
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
