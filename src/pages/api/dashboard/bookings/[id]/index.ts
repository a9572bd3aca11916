import { sendAgencyBookingChange, sendCustomerBookingChange, summaryUrl } from '@/features/booking/booking.mail';
import { changedRows } from '@/features/booking/booking-view';
import { isBookingId } from '@/lib/booking-reference';
import { bookingChangeSchema, modifyBookingFrom } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { HttpError, json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { logMessage } from '@/lib/server/redact';

export const prerender = false;

/** Modifies a pending booking of the signed-in customer (date, time, venue, address, requests) and tells the agency and the customer what changed. */
export const PATCH = route(async (context) => {
  const db = getDb();
  const email = requireDashboard(db, context);
  if (!isBookingId(context.params.id)) throw new HttpError(400, 'Invalid booking id');
  const change = await readJson(context.request, { schema: bookingChangeSchema, limit: 8 * 1024 });
  const { before, after: booking } = modifyBookingFrom(db, email, context.params.id, change);
  // Saving the form unchanged is no change: nobody is told "has been changed" with nothing changed.
  if (changedRows(before, booking).length === 0) return json(booking);
  const notice = { change: 'modified', before } as const;
  await sendAgencyBookingChange(booking, notice).catch((e: Error) => console.error('[dashboard] agency e-mail failed:', logMessage(e)));
  await sendCustomerBookingChange(booking, notice, summaryUrl(booking.id)).catch((e: Error) => console.error('[dashboard] customer e-mail failed:', logMessage(e)));
  return json(booking);
});
