import { submitBooking } from '@/features/booking/submit-booking.server';
import { setBookingCookie } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Creates a booking request (held for nobody until its address is confirmed): 201 {id} with this
 * browser's cookie for that booking; 400 invalid, 409 performer already booked, 429 too many.
 */
export const POST = route(async (context) => {
  const body = await readJson(context.request, { limit: 16 * 1024 });
  const { id, browserKey, eventDate } = await submitBooking(getDb(), body, { client: clientKey(context) });
  setBookingCookie(context, id, browserKey, eventDate);
  return json({ id }, 201);
});
