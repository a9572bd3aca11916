/** The reminder e-mail: a discreet subject, the venue, the cash due on the day and the agency's contact. */
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { splitPayment } from '@/features/advance/payment-split';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate } from '@/lib/event-time';
import { venueOf } from '@/features/booking/booking-event';
import { advanceLabel } from '@/features/advance/advance-status';

/** What the reminder shows. */
export interface ReminderBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  address: string | null;
  location: string | null;
  totalPrice: number;
  advanceStatus: string;
}

/** Builds the reminder; the subject says nothing about the kind of show (phones show subjects on lock screens). */
export function reminderEmail(booking: ReminderBooking, summaryUrl: string): MailMessage {
  const ref = bookingReference(booking.id);
  const { advance, cash } = splitPayment(booking.totalPrice);
  const body = renderMail({
    blocks: [
      `Dear ${booking.customerName},`,
      'A reminder of your booking in the next 24 hours.',
      {
        rows: [
          ['Reference', ref],
          ['Date', formatEventDate(booking.eventDate)],
          ['Time', booking.eventTime],
          ['Venue', venueOf(booking) || 'Not specified'],
          ['Cash due on the day', formatBaht(cash)],
          ['Advance', `${formatBaht(advance)} (${advanceLabel(booking.advanceStatus)})`],
        ],
      },
      { strong: `Please have ${formatBaht(cash)} in cash ready on the day.` },
      ...(booking.advanceStatus === 'unpaid'
        ? [`Your advance of ${formatBaht(advance)} is still unpaid: you can pay it from your booking page.`]
        : []),
      { href: summaryUrl, label: 'View your booking' },
      {
        before: `Questions or changes? Reply to this e-mail, write to ${site.email} or message us on`,
        label: 'WhatsApp',
        href: site.social.whatsapp,
      },
    ],
    footer: site.name,
  });
  return { to: booking.customerEmail, subject: `Reminder: your booking ${ref} tomorrow`, ...body };
}
