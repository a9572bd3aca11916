/** The POST /api/bookings flow: rate limit, validate, price and store, then e-mail agency and customer. */
import { bookingReference } from '@/lib/booking-reference';
import type { Db } from '@/lib/server/db';
import { parse } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { bookingRequestSchema } from './booking.schema';
import { sendAgencyNewBooking, sendCustomerConfirmation, summaryUrl } from './booking.mail';
import { createBooking, findBooking } from './booking.server';
import { logMessage } from '@/lib/server/redact';

/** Bookings one client may submit per hour (spam guard, far above a real customer's needs). */
export const BOOKINGS_PER_HOUR = 30;

/**
 * Handles a parsed JSON body and answers the new booking's id; throws HttpError 429, 400 (invalid or
 * unpriceable) or 409 (performer taken). The booking is stored before any e-mail, so a mail failure
 * never loses it.
 */
export async function submitBooking(db: Db, data: unknown, ctx: { client: string }): Promise<{ id: string }> {
  const limit = hitRateLimit(db, `booking:${ctx.client}`, { limit: BOOKINGS_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const { id } = createBooking(db, parse(bookingRequestSchema, data));
  const booking = findBooking(db, id)!;
  const results = await Promise.allSettled([sendAgencyNewBooking(booking), sendCustomerConfirmation(booking, summaryUrl(id))]);
  for (const r of results) if (r.status === 'rejected') console.error(`[booking ${bookingReference(id)}] e-mail failed:`, logMessage(r.reason));
  return { id };
}
