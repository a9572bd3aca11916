import { submitBooking } from '@/features/booking/submit-booking.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientAddress, readJson } from '@/lib/server/request';

export const prerender = false;

/** Creates a booking request: 201 {id}; 400 invalid, 409 performer already booked, 429 too many. */
export const POST = route(async (context) => {
  const body = await readJson(context.request, { limit: 16 * 1024 });
  return json(await submitBooking(getDb(), body, { client: clientAddress(context) }), 201);
});
