/**
 * Sending sign-in links off the request path, and the limits on asking for them and redeeming them:
 * the rules of the customer's dashboard link, shared by the performer's sign-in (the audience). The
 * route answers the same for every address before any of this runs, so neither timing nor errors
 * tell whether an address is known.
 */
import type { SignInAudience } from '@db/schema';
import { siteLink } from '@/lib/server/config';
import { getDb, type Db, type DbTransaction } from '@/lib/server/db';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { logMessage } from '@/lib/server/redact';
import { createSignInToken } from './dashboard-auth.server';
import { queueSignInMail } from './dashboard.mail';

/** Sign-in e-mails to one address per day, whoever asks; further requests are answered alike and send nothing. */
export const SIGN_IN_MAILS_PER_DAY = 5;

// Each audience counts apart, under its own key prefix (the customer's keys are the historical ones).
const PREFIX: Record<SignInAudience, string> = { customer: 'dash', performer: 'perf' };

/** Stores a token and queues the link's e-mail when the address is known; writes in the transaction it is given. */
export type SignInSender = (tx: DbTransaction, email: string) => void;

/** The customer's sender: a dashboard link to an address that has bookings. */
const customerSender: SignInSender = (tx, email) => {
  const token = createSignInToken(tx, email);
  if (token) queueSignInMail(tx, email, siteLink(`/dashboard?token=${token}`));
};

const pending = new Set<Promise<void>>();

/** Runs the sender unless the address has had its daily e-mails. */
function sendLinkIfKnown(audience: SignInAudience, email: string, send: SignInSender): void {
  const db = getDb();
  if (!hitRateLimit(db, `${PREFIX[audience]}-mail:${email}`, { limit: SIGN_IN_MAILS_PER_DAY, windowMs: 24 * 3_600_000 }).allowed) return;
  db.transaction((tx) => send(tx, email), { behavior: 'immediate' });
}

/**
 * Queues the sign-in work for an address, known or not; it starts only after the current request
 * has been answered (setImmediate runs after the response is handed back), and its failures are logged.
 */
export function queueSignInLink(email: string, audience: SignInAudience = 'customer', send: SignInSender = customerSender): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendLinkIfKnown(audience, email, send))
    .catch((error: Error) => console.error(`[${audience}] sign-in link failed:`, logMessage(error)))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/**
 * Counts a request for a link: 429 past 10 per client or 3 per address from that client in 15
 * minutes, so one caller cannot lock the address's owner out.
 */
export function limitLinkRequests(db: Db, audience: SignInAudience, email: string, client: string): void {
  for (const [key, limit] of [
    [`${PREFIX[audience]}-client:${client}`, 10],
    [`${PREFIX[audience]}-email:${email}|${client}`, 3],
  ] as const) {
    const hit = hitRateLimit(db, key, { limit, windowMs: 15 * 60_000 });
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
}

/** Counts an attempt to redeem a link: 429 past 20 per client in 15 minutes. */
export function limitRedemptions(db: Db, audience: SignInAudience, client: string): void {
  const hit = hitRateLimit(db, `${PREFIX[audience]}-redeem:${client}`, { limit: 20, windowMs: 15 * 60_000 });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** Resolves once every queued sign-in link has been handled (tests, and a clean shutdown). */
export async function signInLinksSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
