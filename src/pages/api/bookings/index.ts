import type { APIRoute } from 'astro';
import { submitBooking } from '@/features/booking/submit-booking.server';
import { getDb } from '@/lib/server/db';
import { readJson, clientAddress } from '@/lib/server/request';

export const prerender = false;

/** Creates a booking request: 201 {id}; 400 invalid, 409 performer already booked, 429 too many. */
export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, 16 * 1024);
  if (!body.ok) return body.response;
  return submitBooking(getDb(), body.data, { client: clientAddress(context), site: context.site ?? context.url });
};
