/** The POST /api/bookings flow: rate limit, validate, price and store, then e-mail agency and customer. */
import type { Db } from '@/lib/server/db';
import { json, jsonError, validationError } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { PriceError } from '@/features/pricing/price-engine.server';
import { bookingRequestSchema } from './booking.schema';
import { sendAgencyNewBooking, sendCustomerConfirmation, summaryUrl } from './booking.mail';
import { BookingConflictError, createBooking, findBooking } from './booking.server';

/** Bookings one client may submit per hour (spam guard, far above a real customer's needs). */
export const BOOKINGS_PER_HOUR = 30;

/** Handles a parsed JSON body; the booking is stored before any e-mail, so a mail failure never loses it. */
export async function submitBooking(db: Db, data: unknown, ctx: { client: string; site: URL }): Promise<Response> {
  const limit = hitRateLimit(db, `booking:${ctx.client}`, { limit: BOOKINGS_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
  const parsed = bookingRequestSchema.safeParse(data);
  if (!parsed.success) return validationError(parsed.error);
  let id: string;
  try {
    id = createBooking(db, parsed.data).id;
  } catch (error) {
    if (error instanceof PriceError) return jsonError(400, error.message);
    if (error instanceof BookingConflictError) return jsonError(409, error.message);
    throw error;
  }
  const booking = findBooking(db, id)!;
  const results = await Promise.allSettled([sendAgencyNewBooking(booking), sendCustomerConfirmation(booking, summaryUrl(ctx.site, id))]);
  for (const r of results) if (r.status === 'rejected') console.error(`[booking ${id}] e-mail failed:`, (r.reason as Error)?.message);
  return json({ id }, 201);
}
