import type { APIRoute } from 'astro';
import { sendAgencyBookingChange } from '@/features/booking/booking.mail';
import { isBookingId } from '@/features/booking/booking.server';
import { BookingChangeError, cancelBooking } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json, jsonError } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Cancels a pending booking of the signed-in customer and tells the agency. JSON body required (blocks cross-site forms). */
export const POST: APIRoute = async (context) => {
  const db = getDb();
  const auth = requireDashboard(db, context);
  if ('response' in auth) return auth.response;
  if (!isBookingId(context.params.id)) return jsonError(400, 'Invalid booking id');
  const body = await readJson(context.request, 1024);
  if (!body.ok) return body.response;
  try {
    const booking = cancelBooking(db, auth.email, context.params.id);
    await sendAgencyBookingChange(booking, 'cancelled').catch((e: Error) => console.error('[dashboard] agency e-mail failed:', e.message));
    return json(booking);
  } catch (error) {
    if (error instanceof BookingChangeError) return jsonError(error.status, error.message);
    throw error;
  }
};
