/** Following the confirm link of the first e-mail: the booking starts holding its performers and the customer is signed in. */
import type { APIContext } from 'astro';
import { bookingReference } from '@/lib/booking-reference';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { logMessage } from '@/lib/server/redact';
import { sendAgencyNewBooking, sendCustomerConfirmation, summaryUrl } from '@/features/booking/booking.mail';
import { confirmRequest, type ConfirmOutcome } from '@/features/booking/booking-request.server';
import { todayInBangkok } from '@/features/booking/event-time';
import { linkLastDay } from './booking-access.server';
import { openSession } from './dashboard-auth.server';
import { setSessionCookie } from './dashboard-http.server';

/** The answer to an unknown, used or expired confirm link. */
export const BAD_CONFIRM_LINK = 'This confirmation link is invalid, used or expired. Please make a new booking request.';

/**
 * Confirms the request behind `token` and signs its address in to the dashboard (the link proved the
 * address). Only a request that became pending tells the agency and sends the customer the booking's
 * confirmation (summary, advance QR, calendar file). A link followed before (`used`) neither signs in
 * nor sends anything: it only names its booking, whose own link shows a stranger no personal data.
 * Throws HttpError 400 for a bad link, or a used one whose booking link has expired.
 */
export async function followConfirmLink(db: Db, context: Pick<APIContext, 'cookies'>, token: string): Promise<ConfirmOutcome> {
  const result = confirmRequest(db, token);
  if (!result || (result.outcome === 'used' && linkLastDay(result.booking.eventDate) < todayInBangkok())) throw new HttpError(400, BAD_CONFIRM_LINK);
  if (result.outcome === 'used') return result;
  const { booking } = result;
  setSessionCookie(context, openSession(db, booking.customerEmail));
  if (result.outcome === 'confirmed') {
    const mails = await Promise.allSettled([sendAgencyNewBooking(booking), sendCustomerConfirmation(booking, summaryUrl(booking.id))]);
    for (const r of mails) if (r.status === 'rejected') console.error(`[booking ${bookingReference(booking.id)}] e-mail failed:`, logMessage(r.reason));
  }
  return result;
}
