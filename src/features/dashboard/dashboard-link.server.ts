/**
 * Sending dashboard sign-in links off the request path: the route answers the same for every
 * address before any of this runs, so neither timing nor errors tell whether an address has bookings.
 */
import { siteLink } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { logMessage } from '@/lib/server/redact';
import { createSignInToken } from './dashboard-auth.server';
import { queueSignInMail } from './dashboard.mail';

/** Sign-in e-mails to one address per day, whoever asks; further requests are answered alike and send nothing. */
export const SIGN_IN_MAILS_PER_DAY = 5;

const pending = new Set<Promise<void>>();

/** Looks the address up, stores a token and queues the link's e-mail with it, unless the address has had its daily e-mails. */
function sendLinkIfKnown(email: string): void {
  const db = getDb();
  if (!hitRateLimit(db, `dash-mail:${email}`, { limit: SIGN_IN_MAILS_PER_DAY, windowMs: 24 * 3_600_000 }).allowed) return;
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
export function queueSignInLink(email: string): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendLinkIfKnown(email))
    .catch((error: Error) => console.error('[dashboard] sign-in link failed:', logMessage(error)))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Resolves once every queued sign-in link has been handled (tests, and a clean shutdown). */
export async function signInLinksSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
