/**
 * Sending sign-in links off the request path, and the limits on asking for them and redeeming them,
 * for both audiences (the customer's dashboard and the performer's page); each audience's sender
 * decides who gets a link (features/dashboard, features/performer-portal). The
 * route answers the same for every address before any of this runs, so neither timing nor errors
 * tell whether an address is known.
 */
import type { SignInAudience } from '@db/schema';
import { addressKey } from '@/lib/server/address-key';
import { getDb, type Db, type DbTransaction } from '@/lib/server/db';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { logMessage } from '@/lib/server/redact';

/** Sign-in e-mails one address may get per day asked by one client, or by one browser signed in as it before. */
export const SIGN_IN_MAILS_PER_DAY = 5;
/** Sign-in e-mails one mailbox may get per day from all clients without a device cookie (a flood guard). */
export const SIGN_IN_MAILS_PER_MAILBOX_DAY = 20;

const DAY = 24 * 3_600_000;
// Each audience counts apart, under its own key prefix (the customer's keys are the historical ones).
const PREFIX: Record<SignInAudience, string> = { customer: 'dash', performer: 'perf' };

/** Who asks for a link: the client address, and the device id when this browser was signed in as the address before. */
export interface LinkAsker {
  client: string;
  device?: string;
}

/** Stores a token and queues the link's e-mail when the address is known; writes in the transaction it is given. */
export type SignInSender = (tx: DbTransaction, email: string) => void;

/**
 * Whether the daily budgets allow one more e-mail. A browser signed in as the address before spends only
 * its own budget, so strangers can never keep the owner's link away; anyone else spends the budget of
 * the address and client (a stranger spends only his own) and the mailbox's flood guard.
 */
function mayMail(db: Db, audience: SignInAudience, email: string, asker: LinkAsker): boolean {
  const prefix = `${PREFIX[audience]}-mail`;
  const hit = (key: string, limit: number) => hitRateLimit(db, key, { limit, windowMs: DAY }).allowed;
  if (asker.device) return hit(addressKey(db, prefix, email, `device:${asker.device}`), SIGN_IN_MAILS_PER_DAY);
  return (
    hit(addressKey(db, prefix, email, asker.client), SIGN_IN_MAILS_PER_DAY) &&
    hit(addressKey(db, prefix, email), SIGN_IN_MAILS_PER_MAILBOX_DAY)
  );
}

const pending = new Set<Promise<void>>();

/** Runs the sender unless the asker's daily e-mails are spent. */
function sendLinkIfKnown(audience: SignInAudience, email: string, asker: LinkAsker, send: SignInSender): void {
  const db = getDb();
  if (!mayMail(db, audience, email, asker)) return;
  db.transaction((tx) => send(tx, email), { behavior: 'immediate' });
}

/**
 * Queues the sign-in work for an address, known or not; it starts only after the current request
 * has been answered (setImmediate runs after the response is handed back), and its failures are logged.
 */
export function queueSignInLink(email: string, asker: LinkAsker, audience: SignInAudience, send: SignInSender): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendLinkIfKnown(audience, email, asker, send))
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
    [addressKey(db, `${PREFIX[audience]}-email`, email, client), 3],
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
