import { submitBooking } from '@/features/booking/submit-booking.server';
import { setBookingCookie } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientAddress, clientKey, readJson } from '@/lib/server/request';
import { visitorToday } from '@/features/sources/visit-counter.server';

export const prerender = false;

/**
 * Creates a booking request (held for nobody until its address is confirmed): 201 {id} with this
 * browser's cookie for that booking; 400 invalid (a partner code that gives nothing too), 409 performer already
 * booked, 429 too many. The user agent and address only give the device class and this visitor's hash of the day.
 */
export const POST = route(async (context) => {
  const body = await readJson(context.request, { limit: 16 * 1024 });
  const db = getDb();
  const userAgent = context.request.headers.get('user-agent') ?? undefined;
  const visitor = visitorToday(db, clientAddress(context), userAgent);
  const { id, browserKey, eventDate } = await submitBooking(db, body, { client: clientKey(context), userAgent, visitor });
  setBookingCookie(context, id, browserKey, eventDate);
  return json({ id }, 201);
});
