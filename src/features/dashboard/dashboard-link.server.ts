/**
 * Sending dashboard sign-in links off the request path: the route answers the same for every
 * address before any of this runs, so neither timing nor errors tell whether an address has bookings.
 */
import { addressKey } from '@/lib/server/address-key';
import { siteLink } from '@/lib/server/config';
import { getDb, type Db } from '@/lib/server/db';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { logMessage } from '@/lib/server/redact';
import { createSignInToken } from './dashboard-auth.server';
import { queueSignInMail } from './dashboard.mail';

/** Sign-in e-mails one address may get per day asked by one client, or by one browser signed in as it before. */
export const SIGN_IN_MAILS_PER_DAY = 5;
/** Sign-in e-mails one mailbox may get per day from all clients without a device cookie (a flood guard). */
export const SIGN_IN_MAILS_PER_MAILBOX_DAY = 20;

const DAY = 24 * 3_600_000;

/** Who asks for a link: the client address, and the device id when this browser was signed in as the address before. */
export interface LinkAsker {
  client: string;
  device?: string;
}

/**
 * Whether the daily budgets allow one more e-mail. A browser signed in as the address before spends only
 * its own budget, so strangers can never keep the owner's link away; anyone else spends the budget of
 * the address and client (a stranger spends only his own) and the mailbox's flood guard.
 */
function mayMail(db: Db, email: string, asker: LinkAsker): boolean {
  const hit = (key: string, limit: number) => hitRateLimit(db, key, { limit, windowMs: DAY }).allowed;
  if (asker.device) return hit(addressKey(db, 'dash-mail', email, `device:${asker.device}`), SIGN_IN_MAILS_PER_DAY);
  return (
    hit(addressKey(db, 'dash-mail', email, asker.client), SIGN_IN_MAILS_PER_DAY) &&
    hit(addressKey(db, 'dash-mail', email), SIGN_IN_MAILS_PER_MAILBOX_DAY)
  );
}

const pending = new Set<Promise<void>>();

/** Looks the address up, stores a token and queues the link's e-mail with it, unless the asker's daily e-mails are spent. */
function sendLinkIfKnown(email: string, asker: LinkAsker): void {
  const db = getDb();
  if (!mayMail(db, email, asker)) return;
  db.transaction(
    (tx) => {
      const token = createSignInToken(tx, email);
      if (token) queueSignInMail(tx, email, siteLink(`/dashboard?token=${token}`));
    },
    { behavior: 'immediate' },
  );
}

/**
 * Queues the sign-in work for an address, known or not; it starts only after the current request
 * has been answered (setImmediate runs after the response is handed back), and its failures are logged.
 */
export function queueSignInLink(email: string, asker: LinkAsker): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendLinkIfKnown(email, asker))
    .catch((error: Error) => console.error('[dashboard] sign-in link failed:', logMessage(error)))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Resolves once every queued sign-in link has been handled (tests, and a clean shutdown). */
export async function signInLinksSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
