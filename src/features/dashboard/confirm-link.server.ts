/** Following the confirm link of the first e-mail: the booking starts holding its performers and the customer is signed in. */
import type { APIContext } from 'astro';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { queueAgencyNewBooking, queueCustomerConfirmation, summaryUrl } from '@/features/booking/booking.mail';
import { confirmRequest, type ConfirmOutcome } from '@/features/booking/booking-request.server';
import { openSession } from './dashboard-auth.server';
import { setSessionCookie } from './dashboard-http.server';

/** The answer to an unknown, used or expired confirm link. */
export const BAD_CONFIRM_LINK = 'This confirmation link is invalid, used or expired. Please make a new booking request.';

/**
 * Confirms the request behind `token` and signs its address in to the dashboard (the link proved the
 * address). Only a request that became pending tells the agency and sends the customer the booking's
 * confirmation (summary, advance QR, calendar file). Throws HttpError 400 for a bad link.
 */
export async function followConfirmLink(db: Db, context: Pick<APIContext, 'cookies'>, token: string): Promise<ConfirmOutcome> {
  // The e-mails are queued in the transaction that makes the booking pending.
  const result = confirmRequest(db, token, Date.now(), (tx, booking) => {
    queueAgencyNewBooking(tx, booking);
    queueCustomerConfirmation(tx, booking, summaryUrl(booking.id));
  });
  if (!result) throw new HttpError(400, BAD_CONFIRM_LINK);
  const { booking } = result;
  setSessionCookie(context, openSession(db, booking.customerEmail));
  return result;
}
