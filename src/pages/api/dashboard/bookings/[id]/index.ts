import { isBookingId } from '@/lib/booking-reference';
import { bookingChangeSchema, countBookingEdit, modifyBooking } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { invalidBookingId } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** Modifies a pending booking of the signed-in customer (date, time, venue, address, requests) and tells the agency and the customer what changed; 429 past BOOKING_EDITS_PER_HOUR. */
export const PATCH = route(async (context) => {
  const db = getDb();
  const email = requireDashboard(db, context);
  if (!isBookingId(context.params.id)) throw invalidBookingId();
  const change = await readJson(context.request, { schema: bookingChangeSchema, limit: 8 * 1024 });
  countBookingEdit(db, email, context.params.id);
  const booking = modifyBooking(db, email, context.params.id, change);
  return json(booking);
});
