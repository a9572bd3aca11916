/** Following the confirm link of the first e-mail: the booking starts holding its performers and the customer is signed in. */
import type { APIContext } from 'astro';
import type { Db } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import { queueAgencyNewBooking, queueRequestReceived, summaryUrl } from '@/features/booking/booking.mail';
import { confirmRequest, peekConfirmLink, type ConfirmRequestOutcome } from '@/features/booking/confirm-request.server';
import type { BookingView } from '@/features/booking/booking.server';
import { todayInBangkok } from '@/lib/event-time';
import { linkLastDay } from './booking-access.server';
import { openSession } from '@/lib/server/link-sign-in';
import { signIn } from './dashboard-http.server';
import * as clock from '@/lib/clock';

/**
 * The confirm link's page (GET or HEAD): what its button would do, without doing it and without a
 * cookie (a mail scanner follows links too). `open` shows the button; `used` names the booking, whose
 * own link shows a stranger no personal data. Throws HttpError 400 like followConfirmLink for a bad link.
 */
export function viewConfirmLink(db: Db, token: string): { state: 'open' | 'used'; booking: BookingView } {
  const seen = peekConfirmLink(db, token);
  if (!seen || (seen.state === 'used' && linkLastDay(seen.booking.eventDate) < todayInBangkok())) throw badConfirmLink();
  return seen;
}

/** The 400 of an unknown, used or expired confirm link: its English and the code `confirm_link_invalid`. */
export const badConfirmLink = (): HttpError => refuse(400, { code: 'confirm_link_invalid', params: {} });

/**
 * Confirms the request behind `token` and signs its address in to the dashboard (the link proved the
 * address): only ever on the same-origin POST of the confirm page's button, never on following the
 * link. Only a request that became pending tells the agency and sends the customer the booking's
 * confirmation (summary, advance QR, calendar file). A link followed before (`used`) neither signs in
 * nor sends anything: it only names its booking, whose own link shows a stranger no personal data.
 * Throws HttpError 400 for a bad link, or a used one whose booking link has expired.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- its contract is a promise that rejects with the HttpError (the page, the route and the tests await it)
export async function followConfirmLink(db: Db, context: Pick<APIContext, 'cookies'>, token: string): Promise<ConfirmRequestOutcome> {
  // The e-mails are queued in the transaction that makes the booking pending.
  const result = confirmRequest(db, token, clock.now(), (tx, booking) => {
    queueAgencyNewBooking(tx, booking);
    queueRequestReceived(tx, booking, summaryUrl(booking.id, booking.locale));
  });
  if (!result || (result.outcome === 'used' && linkLastDay(result.booking.eventDate) < todayInBangkok())) throw badConfirmLink();
  if (result.outcome === 'used') return result;
  const { booking } = result;
  signIn(db, context, openSession(db, booking.customerEmail), booking.customerEmail);
  return result;
}
