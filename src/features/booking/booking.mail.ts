/**
 * The booking e-mails: the agency's notice of a new booking, the customer's confirmation, and the
 * summary sent on request. Customer text reaches HTML only through the mail layout, and never a
 * header: the only customer value used outside the body is the booking's own, validated address.
 */
import { siteLink } from '@/lib/server/config';
import { agencyEmail, sendMail } from '@/lib/server/mail';
import { renderMail, type MailBlock } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { advancePaymentBlock } from '@/features/advance/advance.mail';
import { bookingIcs, icsFileName } from './booking-event';
import { changedRows, summarySections } from './booking-view';
import type { BookingView } from './booking.server';
import { bookingReference } from '@/lib/booking-reference';

function render(intro: MailBlock | MailBlock[], booking: BookingView, link?: string, extra: MailBlock[] = []): { text: string; html: string } {
  return renderMail({
    blocks: [
      ...(Array.isArray(intro) ? intro : [intro]),
      { rows: [['Booking reference', bookingReference(booking.id)]] },
      ...summarySections(booking),
      ...(link ? [{ href: link, label: 'View your booking' }] : []),
      ...extra,
    ],
    footer: site.name,
  });
}

/**
 * The first e-mail to a typed address: discreet, because the address is not yet known to be the
 * customer's. A neutral subject, none of the customer's text (name, requests, address), the confirm
 * link, and what to do if the recipient never asked.
 */
export function sendConfirmRequest(to: string, id: string, confirmLink: string, ttlHours: number) {
  const ref = bookingReference(id);
  return sendMail({
    to,
    subject: `Please confirm your e-mail address (${ref})`,
    ...renderMail({
      blocks: [
        `A request with reference ${ref} was made on our website with this e-mail address. Nothing is reserved until you confirm the address.`,
        { href: confirmLink, label: 'Confirm my e-mail address' },
        'The link works once; it also signs you in to your bookings.',
        `If you did not ask for this, ignore this e-mail: the request is deleted within ${ttlHours} hours and we will not write to you again about it.`,
      ],
      footer: site.name,
    }),
  });
}

/** Tells the agency about a new booking. */
export function sendAgencyNewBooking(booking: BookingView) {
  const ref = bookingReference(booking.id);
  // Reply-To is the booking's own validated address, as on contact messages: the agency answers the customer directly.
  return sendMail({
    to: agencyEmail(),
    replyTo: booking.customerEmail,
    subject: `New booking request ${ref}`,
    ...render(`A new booking request (${ref}) is waiting for confirmation.`, booking),
  });
}

/**
 * Confirms a new booking request to the customer, with a link to the summary, the advance's
 * PromptPay QR as an inline image, and the event as a calendar file.
 */
export async function sendCustomerConfirmation(booking: BookingView, summaryUrl: string) {
  const ref = bookingReference(booking.id);
  const advance = await advancePaymentBlock(booking, summaryUrl);
  return sendMail({
    to: booking.customerEmail,
    subject: `Your booking request ${ref}`,
    ...render(`Thank you, we have received your booking request. We will contact you shortly to confirm it.`, booking, summaryUrl, advance.blocks),
    attachments: [...advance.attachments, calendarAttachment(booking, summaryUrl)],
  });
}

/** The booking's .ics file as an e-mail attachment. */
export function calendarAttachment(booking: BookingView, summaryUrl: string) {
  return { filename: icsFileName(booking.id), content: bookingIcs(booking, summaryUrl), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** Sends the booking summary to the booking's own address (never one taken from a request). */
export function sendBookingSummary(booking: BookingView, summaryUrl: string) {
  return sendMail({ to: booking.customerEmail, subject: `Your booking summary ${bookingReference(booking.id)}`, ...render('Here is the summary of your booking.', booking, summaryUrl) });
}

/** A dashboard change: cancelled, or modified from `before` (the booking as it was). */
export type BookingChangeNotice = { change: 'cancelled' } | { change: 'modified'; before: BookingView };

/** Each changed summary row as 'old → new', under a heading; nothing when no row changed. */
function changesBlock(booking: BookingView, notice: BookingChangeNotice): MailBlock[] {
  if (notice.change !== 'modified') return [];
  const rows = changedRows(notice.before, booking);
  return rows.length ? [{ title: 'What changed', rows: rows.map(([label, from, to]): [string, string] => [label, `${from} → ${to}`]) }] : [];
}

/** Tells the agency that a customer cancelled or changed a booking from the dashboard; a change lists old → new per field. */
export function sendAgencyBookingChange(booking: BookingView, notice: BookingChangeNotice) {
  const ref = bookingReference(booking.id);
  const { change } = notice;
  return sendMail({ to: agencyEmail(), subject: `Booking ${ref} ${change} by the customer`, ...render([`The customer has ${change} booking ${ref}.`, ...changesBlock(booking, notice)], booking) });
}

/** Tells the customer that their dashboard cancel or change is done, with what changed, the booking's details and its link. */
export function sendCustomerBookingChange(booking: BookingView, notice: BookingChangeNotice, link: string) {
  const ref = bookingReference(booking.id);
  const [subject, intro] =
    notice.change === 'cancelled'
      ? [`Your booking ${ref} is cancelled`, `As you asked, booking ${ref} is cancelled. If this was a mistake, please contact us.`]
      : [`Your booking ${ref} has been changed`, `As you asked, booking ${ref} has been changed. Here are the booking's details as they are now.`];
  return sendMail({ to: booking.customerEmail, subject, ...render([intro, ...changesBlock(booking, notice)], booking, link) });
}

/** The absolute confirm link of a booking request, on the running site's address. */
export function confirmUrl(token: string): string {
  return siteLink(`/booking/confirm?token=${encodeURIComponent(token)}`);
}

/** The absolute summary link of a booking, on the running site's address. */
export function summaryUrl(id: string): string {
  return siteLink(`/booking/${id}/summary`);
}
