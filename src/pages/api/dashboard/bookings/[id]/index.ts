import type { APIRoute } from 'astro';
import { sendAgencyBookingChange } from '@/features/booking/booking.mail';
import { isBookingId } from '@/features/booking/booking.server';
import { BookingChangeError, bookingChangeSchema, modifyBooking } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json, jsonError, validationError } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Modifies a pending booking of the signed-in customer (date, time, venue, address, requests) and tells the agency. */
export const PATCH: APIRoute = async (context) => {
  const db = getDb();
  const auth = requireDashboard(db, context);
  if ('response' in auth) return auth.response;
  if (!isBookingId(context.params.id)) return jsonError(400, 'Invalid booking id');
  const body = await readJson(context.request, 8 * 1024);
  if (!body.ok) return body.response;
  const parsed = bookingChangeSchema.safeParse(body.data);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const booking = modifyBooking(db, auth.email, context.params.id, parsed.data);
    await sendAgencyBookingChange(booking, 'modified').catch((e: Error) => console.error('[dashboard] agency e-mail failed:', e.message));
    return json(booking);
  } catch (error) {
    if (error instanceof BookingChangeError) return jsonError(error.status, error.message);
    throw error;
  }
};
