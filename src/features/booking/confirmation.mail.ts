/** The e-mail that tells a customer their booking is confirmed and how much cash is due on the day. */
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { advancePaymentBlock } from '@/features/advance/advance.mail';
import { calendarAttachment } from './booking.mail';
import type { BookingView } from './booking.server';

/** What the confirmation e-mail shows. */
export interface ConfirmationDetails {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  location: string | null;
  duration: number;
  totalPrice: number;
  cashAmount: number;
  performanceStyle: string;
  serviceType: string;
  performerNames: string[];
  advanceStatus: string;
}

/**
 * Builds the message with the confirmed booking as a calendar file and, while the advance is not
 * yet received, its PromptPay QR. `calendar` is the booking as confirmed, `summaryUrl` its link.
 */
export async function confirmationEmail(details: ConfirmationDetails, calendar: BookingView, summaryUrl: string): Promise<MailMessage> {
  const reference = bookingReference(details.id);
  const advance = ['unpaid', 'reported'].includes(details.advanceStatus) ? await advancePaymentBlock(details) : null;
  const body = renderMail({
    blocks: [
      `Dear ${details.customerName},`,
      `Your booking with ${site.name} is confirmed.`,
      {
        rows: [
          ['Reference', reference],
          ['Date', details.eventDate],
          ['Time', details.eventTime],
          ['City', details.location ?? '-'],
          ['Service', details.serviceType],
          ['Performance style', details.performanceStyle],
          ['Performers', details.performerNames.join(', ') || 'Assigned by the agency'],
          ['Duration', `${details.duration} minutes`],
          ['Total price', formatBaht(details.totalPrice)],
          ['Cash due on the day', formatBaht(details.cashAmount)],
        ],
      },
      { strong: `Please have ${formatBaht(details.cashAmount)} in cash ready for the performer on the day of the event.` },
      `Questions? Reply to this e-mail or write to ${site.email}.`,
      ...(advance?.blocks ?? []),
    ],
  });
  return {
    to: details.customerEmail,
    subject: `Booking confirmed - ${site.name} (ref. ${reference})`,
    ...body,
    attachments: [...(advance?.attachments ?? []), calendarAttachment(calendar, summaryUrl)],
  };
}
