/**
 * Admin sessions after the current Lucia guide: the token is `id.secret`, both parts from a CSPRNG
 * (160 and 192 bits); only SHA-256 of the secret is stored, so a leaked database cannot be replayed,
 * and the secret is compared in constant time. 30-day lifetime and a 7-day inactivity limit.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { sessions, staff, type StaffRole } from '@db/schema';
import type { Db } from './db';
import { refuse } from './http';
import * as clock from '@/lib/clock';
import { PASSWORD_OWNER_NAME } from '@/lib/actor-names';

/** Absolute lifetime of a session. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused for this long expires. */
export const SESSION_INACTIVITY_MS = 7 * 24 * 60 * 60 * 1000;
// lastUsedAt is written at most once per interval, so reads do not turn into writes.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{27})\.([A-Za-z0-9_-]{32})$/;

/** Who a session acts for: a person (staffId) or the bootstrap owner of the admin password (staffId null). */
export interface SessionPerson {
  staffId: string | null;
  role: StaffRole;
  userAgent?: string | null;
}

/** The bootstrap owner: the one who signs in with the admin password. */
export const PASSWORD_OWNER: SessionPerson = { staffId: null, role: 'owner' };

/** A valid session as the server uses it (never the secret or its hash). */
export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
  /** The person signed in (null: the bootstrap owner). */
  staffId: string | null;
  /** Their name as the record writes it. */
  name: string;
  role: StaffRole;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/** What sign-in answers for a person who is disabled or gone by the time the session is made (403 `account_disabled`). */
export const accountDisabled = () => refuse(403, { code: 'account_disabled', params: {} });

/**
 * Creates a session; returns the token for the cookie (shown only here) and the session. A person's role
 * and disabled flag are re-read from their staff row in the same transaction that inserts the session, so
 * a sign-in racing a demotion or a disabling never keeps the old role (403 for a disabled or removed person).
 */
export function createSession(db: Db, now = clock.now(), person: SessionPerson = PASSWORD_OWNER): { token: string; session: AdminSession } {
  const id = randomBytes(20).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const row = { id, csrfToken: randomBytes(32).toString('base64url'), expiresAt: new Date(now + SESSION_LIFETIME_MS) };
  return db.transaction(
    (tx) => {
      const current = person.staffId
        ? tx.select({ name: staff.name, role: staff.role, disabled: staff.disabled }).from(staff).where(eq(staff.id, person.staffId)).get()
        : { name: PASSWORD_OWNER_NAME, role: 'owner' as const, disabled: false };
      if (!current || current.disabled) throw accountDisabled();
      tx.insert(sessions)
        .values({
          ...row,
          staffId: person.staffId,
          role: current.role,
          userAgent: person.userAgent?.slice(0, 200) ?? null,
          secretHash: hashSecret(secret),
          createdAt: new Date(now),
          lastUsedAt: new Date(now),
        })
        .run();
      return { token: `${id}.${secret}`, session: { ...row, staffId: person.staffId, role: current.role, name: current.name } };
    },
    { behavior: 'immediate' },
  );
}

/** The session a token belongs to, or null (malformed, unknown, wrong secret, expired or idle). */
export function validateSessionToken(db: Db, token: string, now = clock.now()): AdminSession | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];
  const found = db
    .select({ session: sessions, name: staff.name, role: staff.role, disabled: staff.disabled })
    .from(sessions)
    .leftJoin(staff, eq(sessions.staffId, staff.id))
    .where(eq(sessions.id, id))
    .get();
  if (!found) return null;
  const row = found.session;
  const hash = hashSecret(secret);
  if (row.secretHash.length !== hash.length || !timingSafeEqual(row.secretHash, hash)) return null;
  // A disabled person's sessions are deleted when they are disabled; the check here is the second lock
  // (a person's row gone is the same). The role is the staff row's now, never the one copied at sign-in.
  const gone = row.staffId !== null && (found.role === null || found.disabled);
  if (row.expiresAt.getTime() <= now || row.lastUsedAt.getTime() + SESSION_INACTIVITY_MS <= now || gone) {
    deleteSession(db, id);
    return null;
  }
  if (now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    db.update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, id))
      .run();
  }
  return {
    id: row.id,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    staffId: row.staffId,
    role: found.role ?? 'owner',
    name: row.staffId ? (found.name ?? '?') : PASSWORD_OWNER_NAME,
  };
}

/** Deletes every session of a person (disabled, role changed), or of the bootstrap owner for null, except `keep`. */
export function deleteSessionsOf(db: Db, staffId: string | null, keep?: string): void {
  const who = staffId === null ? sql`${sessions.staffId} is null` : eq(sessions.staffId, staffId);
  db.delete(sessions)
    .where(keep ? and(who, ne(sessions.id, keep)) : who)
    .run();
}

/** A person's open sessions, newest first, as their sessions list shows them (never a secret). */
export function sessionsOf(db: Db, staffId: string | null, now = clock.now()) {
  const who = staffId === null ? sql`${sessions.staffId} is null` : eq(sessions.staffId, staffId);
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(who, sql`${sessions.expiresAt} > ${now}`))
    .orderBy(sql`${sessions.createdAt} desc`)
    .all();
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
export function pruneSessions(db: Db, now = clock.now()): void {
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
