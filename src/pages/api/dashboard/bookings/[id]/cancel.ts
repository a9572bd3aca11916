import { isBookingId } from '@/lib/booking-reference';
import { cancelBooking } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { invalidBookingId } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** Cancels a pending booking of the signed-in customer and tells the agency and the customer. JSON body required (blocks cross-site forms). */
export const POST = route(async (context) => {
  const db = getDb();
  const email = requireDashboard(db, context);
  if (!isBookingId(context.params.id)) throw invalidBookingId();
  await readJson(context.request, { limit: 1024 });
  const booking = cancelBooking(db, email, context.params.id);
  return json(booking);
});
