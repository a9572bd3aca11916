/**
 * Private sign-in by e-mailed link, shared by the customer's dashboard and the performer's own page (the
 * audience; features/dashboard and features/performer-portal own who may get a link and the cookie): a single-use link (128-bit token, valid 30 minutes) opens a session cookie (a day for a
 * customer, 30 days on a performer's phone). Only SHA-256 hashes of tokens and session ids are
 * stored, so a copy of the database cannot be used to sign in. A token or session of one audience
 * never opens the other.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AstroCookieSetOptions } from 'astro';
import { dashboardSessions, dashboardTokens, type SignInAudience } from '@db/schema';
import { isHttpsSite } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import * as clock from '@/lib/clock';

/** How long a sign-in link works. */
export const LINK_TTL_MS = 30 * 60_000;
/** How long each audience's session lasts: a customer's a day, a performer's phone stays signed in for 30 days. */
export const SESSION_TTLS: Record<SignInAudience, number> = { customer: 24 * 60 * 60_000, performer: 30 * 24 * 60 * 60_000 };

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores a new link token for an address the caller knows belongs to the audience; answers the token. */
export function issueSignInToken(db: Pick<Db, 'delete' | 'insert'>, audience: SignInAudience, email: string, now = clock.now()): string {
  db.delete(dashboardTokens)
    .where(lt(dashboardTokens.expiresAt, new Date(now)))
    .run();
  const token = randomBytes(16).toString('base64url');
  db.insert(dashboardTokens)
    .values({ tokenHash: hash(token), audience, email, expiresAt: new Date(now + LINK_TTL_MS) })
    .run();
  return token;
}

/** Uses a link token once and opens a session; returns the cookie value, or undefined for a bad, used or expired link. */
export function redeemSignInToken(db: Db, token: string, now = clock.now(), audience: SignInAudience = 'customer'): string | undefined {
  return db.transaction(
    (tx) => {
      const row = tx
        .select()
        .from(dashboardTokens)
        .where(
          and(
            eq(dashboardTokens.tokenHash, hash(token)),
            eq(dashboardTokens.audience, audience),
            isNull(dashboardTokens.usedAt),
            gt(dashboardTokens.expiresAt, new Date(now)),
          ),
        )
        .get();
      if (!row) return undefined;
      tx.update(dashboardTokens)
        .set({ usedAt: new Date(now) })
        .where(eq(dashboardTokens.tokenHash, row.tokenHash))
        .run();
      return openSession(tx, row.email, now, audience);
    },
    { behavior: 'immediate' },
  );
}

/** Opens a dashboard session for an address proven by a link the address received; returns the cookie value. */
export function openSession(db: Pick<Db, 'insert'>, email: string, now = clock.now(), audience: SignInAudience = 'customer'): string {
  const sessionId = randomBytes(32).toString('base64url');
  db.insert(dashboardSessions)
    .values({ idHash: hash(sessionId), audience, email, expiresAt: new Date(now + SESSION_TTLS[audience]) })
    .run();
  return sessionId;
}

/** The address a session cookie may see, or undefined. */
export function sessionEmail(
  db: Db,
  sessionId: string | undefined,
  now = clock.now(),
  audience: SignInAudience = 'customer',
): string | undefined {
  if (!sessionId || sessionId.length > 100) return undefined;
  return db
    .select({ email: dashboardSessions.email })
    .from(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.idHash, hash(sessionId)),
        eq(dashboardSessions.audience, audience),
        gt(dashboardSessions.expiresAt, new Date(now)),
      ),
    )
    .get()?.email;
}

/** Ends a session. */
export function endSession(db: Db, sessionId: string): void {
  db.delete(dashboardSessions)
    .where(eq(dashboardSessions.idHash, hash(sessionId)))
    .run();
}

/** The options of every cookie a link sign-in sets: HttpOnly, SameSite=Lax, Secure when SITE_URL is https (behind a TLS proxy the request itself is http), whole site. */
export function privateCookieOptions(maxAgeSeconds: number): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isHttpsSite(), path: '/', maxAge: maxAgeSeconds };
}
