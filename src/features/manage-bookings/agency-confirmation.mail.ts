/** The e-mail that tells a customer their booking is confirmed and how much cash is due on the day. */
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { advancePaymentBlock } from '@/features/advance/advance.mail';
import { calendarAttachment } from '@/features/booking/booking.mail';
import { summarySections } from '@/features/booking/booking-view';
import type { BookingView } from '@/features/booking/booking.server';
import {
  BOOKING_CONFIRMATION_KIND,
  enqueueDeferredMail,
  registerMailComposer,
  type OutboxWriter,
} from '@/features/notifications/outbox.server';

/** 'full monty' → 'Full Monty'. */
const styleLabel = (style: string) => style.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Builds the message from the booking as confirmed, with the summary's labels, dates, amounts and
 * services, a link to the summary, the calendar file and, while the advance is not yet received,
 * its PromptPay QR. `cashAmount` is the cash the agency collects on the day.
 */
export async function agencyConfirmationEmail(confirmed: BookingView, cashAmount: number, summaryUrl: string): Promise<MailMessage> {
  const reference = bookingReference(confirmed.id);
  const advance = ['unpaid', 'reported'].includes(confirmed.advanceStatus) ? await advancePaymentBlock(confirmed, summaryUrl) : null;
  // The summary's sections; the performance style the agency confirmed joins the services.
  const sections = summarySections(confirmed, cashAmount).map((section) =>
    section.title === 'Services & Performers'
      ? { ...section, rows: [...section.rows, ['Performance Style', styleLabel(confirmed.performanceStyle)] as [string, string]] }
      : section,
  );
  const body = renderMail({
    blocks: [
      `Dear ${confirmed.customerName},`,
      `Your booking with ${site.name} is confirmed.`,
      { rows: [['Booking reference', reference]] },
      ...sections,
      { strong: `Please have ${formatBaht(cashAmount)} in cash ready for the performer on the day of the event.` },
      { href: summaryUrl, label: 'View your booking' },
      `Questions? Reply to this e-mail or write to ${site.email}.`,
      ...(advance?.blocks ?? []),
    ],
    footer: site.name,
  });
  return {
    to: confirmed.customerEmail,
    subject: `Booking confirmed - ${site.name} (ref. ${reference})`,
    ...body,
    attachments: [...(advance?.attachments ?? []), calendarAttachment(confirmed, summaryUrl)],
  };
}

/** The composer name of the confirmation of a booking the agency made itself (built when the sender sends it). */
export const AGENCY_BOOKED = 'agency-booked-confirmation';

// The QR image and calendar file are built at send time, so the booking and its e-mail commit together.
registerMailComposer(
  AGENCY_BOOKED,
  async ({ booking, cashAmount, summaryUrl }: { booking: BookingView; cashAmount: number; summaryUrl: string }) => {
    const { to: _to, subject: _subject, ...body } = await agencyConfirmationEmail(booking, cashAmount, summaryUrl);
    return body;
  },
);

/**
 * Queues the confirmation of a booking the agency made (by phone): the same e-mail as the agency
 * confirmation, composed at send time. The address-confirmation step is skipped: the agency vouches.
 */
export function queueAgencyBooked(db: OutboxWriter, booking: BookingView, cashAmount: number, summaryUrl: string): string {
  return enqueueDeferredMail(
    db,
    {
      to: booking.customerEmail,
      subject: `Booking confirmed - ${site.name} (ref. ${bookingReference(booking.id)})`,
      compose: AGENCY_BOOKED,
      data: { booking, cashAmount, summaryUrl },
    },
    { kind: BOOKING_CONFIRMATION_KIND, bookingId: booking.id },
  );
}
