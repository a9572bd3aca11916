/**
 * The limits of the share e-mails an organiser has sent from her summary, so a booking's shares cannot be used to
 * mail strangers: per booking (a full split of 30 guests can be sent once an hour) and per recipient's mailbox,
 * all bookings together, its reminders included (so a guest gets a few e-mails an hour however many shares name her).
 */
import type { Db } from '@/lib/server/db';
import { addressKey } from '@/lib/server/address-key';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import type { Locale } from '@/lib/i18n';
import * as clock from '@/lib/clock';

const HOUR = 3_600_000;
/** Share e-mails an organiser may send an hour for one booking (a split has at most 30 shares). */
export const SHARE_SENDS_PER_BOOKING_HOUR = 30;
/** Share e-mails (sends and reminders) one mailbox may receive an hour, all bookings together. */
export const SHARE_MAILS_PER_RECIPIENT_HOUR = 3;

/** Counts one share e-mail to `email`'s mailbox; answers whether it is within the recipient's limit (and its wait). */
export function hitShareRecipient(db: Db, email: string, now = clock.now()) {
  return hitRateLimit(db, addressKey(db, 'share-mail', email), { limit: SHARE_MAILS_PER_RECIPIENT_HOUR, windowMs: HOUR }, now);
}

/**
 * Counts the organiser's send of a share e-mail: 429 with Retry-After (`share_send_limit`, in the booking's language)
 * past the booking's or the recipient's limit. Called inside the send's transaction (a hit is then a savepoint of it),
 * so a refused send counts nothing.
 */
export function countShareSend(db: Db, bookingId: string, email: string, locale: Locale, now = clock.now()): void {
  for (const hit of [
    hitRateLimit(db, `share-send:${bookingId}`, { limit: SHARE_SENDS_PER_BOOKING_HOUR, windowMs: HOUR }, now),
    hitShareRecipient(db, email, now),
  ]) {
    if (hit.allowed) continue;
    const reason = { code: 'share_send_limit', params: { minutes: Math.ceil(hit.retryAfterSeconds / 60) } } as const;
    throw tooManyRequests(hit.retryAfterSeconds, { reason, locale });
  }
}
