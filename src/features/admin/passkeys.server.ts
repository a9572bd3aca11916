/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: registration from an invitation link (or, signed
 * in, a second device) and sign-in without a user name (discoverable credentials). Challenges are kept
 * in the database for 5 minutes and used once. The relying party is SITE_URL's host; its origin is the
 * expected one, and on a localhost SITE_URL (development and tests, never production) any localhost port.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { passkeys, staff, webauthnChallenges } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests, type RateLimitRule } from '@/lib/server/rate-limit';
import { accountDisabled, deleteSessionsOf } from '@/lib/server/session';
import { siteUrl } from '@/lib/server/config';
import { site } from '@/lib/site';
import * as clock from '@/lib/clock';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The passkey ceremonies' limits per client (registration and sign-in together): options make a stored
 * challenge, verify runs a signature check, so a flood of either is cut off; a person needs one of each.
 */
export const PASSKEY_LIMITS: Record<'options' | 'verify', RateLimitRule> = {
  options: { limit: 30, windowMs: 15 * 60_000 },
  verify: { limit: 20, windowMs: 15 * 60_000 },
};

/** Counts one ceremony step of `client`; throws 429 with Retry-After past its limit (before any work). */
export function limitPasskeyStep(db: Db, step: 'options' | 'verify', client: string, now = clock.now()): void {
  const hit = hitRateLimit(db, `passkey-${step}:${client}`, PASSKEY_LIMITS[step], now);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** The relying party: SITE_URL's host name and origin. */
function relyingParty(): { rpID: string } {
  return { rpID: new URL(siteUrl()).hostname };
}

/** The origins a ceremony may come from: SITE_URL's, and any port of it on a localhost SITE_URL. */
function expectedOrigins(requestOrigin: string | null): string[] {
  const url = new URL(siteUrl());
  const origins = [url.origin];
  if (url.hostname === 'localhost' && requestOrigin && /^http:\/\/localhost:\d{1,5}$/.test(requestOrigin)) origins.push(requestOrigin);
  return origins;
}

const refused = () => refuse(400, { code: 'passkey_refused', params: {} });

function storeChallenge(db: Db, challenge: string, staffId: string | null, now: number): string {
  const id = randomBytes(18).toString('base64url');
  db.insert(webauthnChallenges)
    .values({ id, challenge, staffId, expiresAt: new Date(now + CHALLENGE_TTL_MS) })
    .run();
  return id;
}

/** Takes a challenge (single use); null when unknown or expired. */
function takeChallenge(db: Db, id: string, now: number) {
  const row = db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, id)).get();
  if (!row) return null;
  db.delete(webauthnChallenges).where(eq(webauthnChallenges.id, id)).run();
  return row.expiresAt.getTime() > now ? row : null;
}

/** Options for registering a passkey for a person (their existing passkeys excluded, so a device registers once). */
export async function registrationOptions(db: Db, person: { id: string; name: string; email: string }, now = clock.now()) {
  const existing = db.select().from(passkeys).where(eq(passkeys.staffId, person.id)).all();
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: relyingParty().rpID,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { challengeId: storeChallenge(db, options.challenge, person.id, now), options };
}

/**
 * Verifies a registration for the person the challenge was made for, and stores the passkey. `claim` runs
 * in the transaction that stores it, first (an invitation is used up there): when it throws, no passkey is kept.
 */
export async function registerPasskey(
  db: Db,
  input: {
    challengeId: string;
    response: RegistrationResponseJSON;
    staffId: string;
    origin: string | null;
    claim?: (tx: DbTransaction) => void;
  },
  now = clock.now(),
): Promise<void> {
  const challenge = takeChallenge(db, input.challengeId, now);
  if (!challenge || challenge.staffId !== input.staffId) throw refused();
  const result = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigins(input.origin),
    expectedRPID: relyingParty().rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!result.verified) throw refused();
  const { credential } = result.registrationInfo;
  db.transaction((tx) => {
    input.claim?.(tx);
    tx.insert(passkeys)
      .values({
        id: credential.id,
        staffId: input.staffId,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .run();
  });
}

/** Options for a sign-in with any passkey of this site (the browser offers the person's own). */
export async function authenticationOptions(db: Db, now = clock.now()) {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: 'preferred' });
  return { challengeId: storeChallenge(db, options.challenge, null, now), options };
}

/** Verifies a sign-in; answers the person (enabled) or throws 400 (unknown, disabled, forged, replayed). */
export async function authenticate(
  db: Db,
  input: { challengeId: string; response: AuthenticationResponseJSON; origin: string | null },
  now = clock.now(),
) {
  const challenge = takeChallenge(db, input.challengeId, now);
  if (!challenge) throw refused();
  const found = db.select().from(passkeys).innerJoin(staff, eq(passkeys.staffId, staff.id)).where(eq(passkeys.id, input.response.id)).get();
  if (!found) throw refused();
  if (found.staff.disabled) throw accountDisabled();
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: expectedOrigins(input.origin),
    expectedRPID: relyingParty().rpID,
    credential: {
      id: found.passkeys.id,
      publicKey: new Uint8Array(found.passkeys.publicKey),
      counter: found.passkeys.counter,
      transports: found.passkeys.transports,
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!result.verified) throw refused();
  db.update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, found.passkeys.id))
    .run();
  return found.staff;
}

/** A person's passkeys as their lists show them (the transports tell what kind of device it is), oldest first. */
export function passkeysOf(db: Db, staffId: string) {
  return db
    .select({ id: passkeys.id, transports: passkeys.transports, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.staffId, staffId))
    .orderBy(passkeys.createdAt)
    .all();
}

/**
 * Deletes one passkey of a person (a lost or replaced device) and ends their sessions, since a session
 * does not say which passkey opened it; `keep` spares the session of the one who deletes it. Answers the
 * passkeys left (0: the person can sign in again only from a new invitation), or null when not theirs.
 */
export function deletePasskey(db: Db, staffId: string, passkeyId: string, keep?: string): { left: number } | null {
  return db.transaction((tx) => {
    const gone = tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.staffId, staffId)))
      .returning({ id: passkeys.id })
      .all();
    if (gone.length === 0) return null;
    deleteSessionsOf(tx as unknown as Db, staffId, keep);
    return { left: tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.staffId, staffId)).all().length };
  });
}
