import { queueBookingSummary, summaryUrl } from '@/features/booking/booking.mail';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { isBookingId } from '@/lib/booking-reference';
import { getDb } from '@/lib/server/db';
import { refuse, json, route } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientKey } from '@/lib/server/request';
import { invalidBookingId } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** Counts one hit; throws 429 past the hourly limit. */
function limit(key: string, perHour: number): void {
  const hit = hitRateLimit(getDb(), key, { limit: perHour, windowMs: 3_600_000 });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/**
 * Queues the summary e-mail to the booking's own address (the outbox delivers it). The request body is ignored on purpose: an
 * address taken from it would let anyone use the site to mail strangers. Needs the customer's session (403) and a confirmed
 * address (409: until then the address may be anyone's, and the summary carries the requester's text).
 */
export const POST = route((context) => {
  const id = context.params.id;
  if (!isBookingId(id)) throw invalidBookingId();
  const db = getDb();
  // The client's limit counts every try; the booking's own budget only tries that passed the access check,
  // so a stranger holding the link (or guessing ids) spends none of the customer's and leaves no rows.
  limit(`summary-client:${clientKey(context)}`, 30);
  const { booking } = requireCustomerAccess(db, context, id);
  if (booking.status === 'requested') throw refuse(409, { code: 'summary_needs_confirmed_address', params: {} });
  limit(`summary:${id}`, 5);
  queueBookingSummary(db, booking, summaryUrl(id, booking.locale));
  return json({ sent: true });
});
