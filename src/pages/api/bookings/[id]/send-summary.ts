import { queueBookingSummary, summaryUrl } from '@/features/booking/booking.mail';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { isBookingId } from '@/lib/booking-reference';
import { getDb } from '@/lib/server/db';
import { HttpError, json, route } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request';

export const prerender = false;

/**
 * Queues the summary e-mail to the booking's own address (the outbox delivers it). The request body is ignored on purpose: an
 * address taken from it would let anyone use the site to mail strangers. Needs the customer's session (403).
 */
export const POST = route((context) => {
  const id = context.params.id;
  if (!isBookingId(id)) throw new HttpError(400, 'Invalid booking id');
  const db = getDb();
  for (const [key, limit] of [
    [`summary:${id}`, 5],
    [`summary-client:${clientAddress(context)}`, 30],
  ] as const) {
    const hit = hitRateLimit(db, key, { limit, windowMs: 3_600_000 });
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
  const { booking } = requireCustomerAccess(db, context, id);
  queueBookingSummary(db, booking, summaryUrl(id));
  return json({ sent: true });
});
