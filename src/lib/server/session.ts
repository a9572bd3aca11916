/**
 * Admin sessions after the current Lucia guide: the token is `id.secret`, both parts from a CSPRNG
 * (160 and 192 bits); only SHA-256 of the secret is stored, so a leaked database cannot be replayed,
 * and the secret is compared in constant time. 30-day lifetime and a 7-day inactivity limit.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { sessions } from '@db/schema';
import type { Db } from './db';

/** Absolute lifetime of a session. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused for this long expires. */
export const SESSION_INACTIVITY_MS = 7 * 24 * 60 * 60 * 1000;
// lastUsedAt is written at most once per interval, so reads do not turn into writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{27})\.([A-Za-z0-9_-]{32})$/;

/** A valid session as the server uses it (never the secret or its hash). */
export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/** Creates a session; returns the token for the cookie (shown only here) and the session. */
export function createSession(db: Db, now = Date.now()): { token: string; session: AdminSession } {
  const id = randomBytes(20).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const session = { id, csrfToken: randomBytes(32).toString('base64url'), expiresAt: new Date(now + SESSION_LIFETIME_MS) };
  db.insert(sessions)
    .values({ ...session, secretHash: hashSecret(secret), createdAt: new Date(now), lastUsedAt: new Date(now) })
    .run();
  return { token: `${id}.${secret}`, session };
}

/** The session a token belongs to, or null (malformed, unknown, wrong secret, expired or idle). */
export function validateSessionToken(db: Db, token: string, now = Date.now()): AdminSession | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];
  const row = db.select().from(sessions).where(eq(sessions.id, id)).get();
  if (!row) return null;
  const hash = hashSecret(secret);
  if (row.secretHash.length !== hash.length || !timingSafeEqual(row.secretHash, hash)) return null;
  if (row.expiresAt.getTime() <= now || row.lastUsedAt.getTime() + SESSION_INACTIVITY_MS <= now) {
    deleteSession(db, id);
    return null;
  }
  if (now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    db.update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, id))
      .run();
  }
  return { id: row.id, csrfToken: row.csrfToken, expiresAt: row.expiresAt };
}

/** Deletes one session (logout). */
export function deleteSession(db: Db, id: string): void {
  db.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Deletes every session (password change). */
export function deleteAllSessions(db: Db): void {
  db.delete(sessions).run();
}

/** Deletes expired sessions; cheap housekeeping at login. */
export function pruneSessions(db: Db, now = Date.now()): void {
  db.delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now)))
    .run();
  db.delete(sessions)
    .where(lt(sessions.lastUsedAt, new Date(now - SESSION_INACTIVITY_MS)))
    .run();
}

/** Cookie jar as Astro passes it (the subset sessions use). */
export type CookieJar = Pick<import('astro').AstroCookies, 'get' | 'set' | 'delete'>;

/** Name of the session cookie: `__Host-` prefixed on https so no subdomain or http page can set it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-admin_session' : 'admin_session';
}

/** Non-secret hint that lets pre-rendered pages show the Admin link without a request per visitor. */
export const ADMIN_HINT_COOKIE = 'admin_hint';

/** Sets the session cookie (HttpOnly) and the readable hint cookie, both until the session expires. */
export function setSessionCookies(cookies: CookieJar, secure: boolean, token: string, expiresAt: Date): void {
  const base = { path: '/', sameSite: 'lax', secure, expires: expiresAt } as const;
  cookies.set(sessionCookieName(secure), token, { ...base, httpOnly: true });
  cookies.set(ADMIN_HINT_COOKIE, '1', { ...base, httpOnly: false });
}

/** Deletes the session and hint cookies. */
export function clearSessionCookies(cookies: CookieJar, secure: boolean): void {
  cookies.delete(sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  cookies.delete(ADMIN_HINT_COOKIE, { path: '/', secure, sameSite: 'lax' });
}
