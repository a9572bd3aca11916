/** The POST /api/bookings flow: rate limit, validate, price and store a request, then queue the e-mail of its confirm link. */
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { bookingRequestTtlHours } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { parse } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { bookingRequestSchema } from './booking.schema';
import { confirmUrl, queueConfirmRequest } from './booking.mail';
import { newSecret } from './booking-request.server';
import { createBooking } from './booking.server';

/** Bookings one client may submit per hour (spam guard, far above a real customer's needs). */
export const BOOKINGS_PER_HOUR = 30;
/** Confirm e-mails one address may receive per day, whoever asks (the site cannot be used to flood an inbox). */
export const CONFIRM_MAILS_PER_DAY = 3;
/** The 429 message of the fourth request for one address in a day. */
export const CONFIRM_CAP_MESSAGE =
  'We have already sent 3 confirmation e-mails to this address today. Please follow the link in one of them, or try again tomorrow.';

/**
 * Handles a parsed JSON body: stores a `requested` booking (holding nobody) and e-mails the discreet
 * confirm link. Answers the id and the secret of the booking cookie (the browser's session for this
 * booking only); throws HttpError 429, 400 (invalid or unpriceable) or 409 (performer already held).
 * Past the daily cap of the address nothing is stored or sent (429), so the customer is told at once.
 */
export async function submitBooking(db: Db, data: unknown, ctx: { client: string }): Promise<{ id: string; browserKey: string; eventDate: string }> {
  const limit = hitRateLimit(db, `booking:${ctx.client}`, { limit: BOOKINGS_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const request = parse(bookingRequestSchema, data);
  const token = newSecret();
  const browserKey = newSecret();
  const { id } = createBooking(db, request, { confirmTokenHash: token.hash, browserKeyHash: browserKey.hash });
  // Counted only for a booking that was stored, so a refused (409) attempt costs the address nothing.
  const cap = hitRateLimit(db, `confirm-mail:${request.customerEmail}`, { limit: CONFIRM_MAILS_PER_DAY, windowMs: 86_400_000 });
  if (!cap.allowed) {
    db.delete(bookings).where(eq(bookings.id, id)).run();
    throw tooManyRequests(cap.retryAfterSeconds, CONFIRM_CAP_MESSAGE);
  }
  queueConfirmRequest(db, request.customerEmail, id, confirmUrl(token.value), bookingRequestTtlHours());
  return { id, browserKey: browserKey.value, eventDate: request.eventDate };
}
