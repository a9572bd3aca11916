/** The reminder e-mail: a discreet subject, the venue, the cash due on the day and the agency's contact. */
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { splitPayment } from '@/features/advance/payment-split';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, formatEventDate, todayInBangkok } from '@/lib/event-time';
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

/** When the event is, seen from `now` in Bangkok: 'today at 20:00', 'tomorrow at 20:00' or 'on Saturday 14 March 2026 at 20:00'. */
export function eventWhen(eventDate: string, eventTime: string, now: number): string {
  const today = todayInBangkok(new Date(now));
  const day = eventDate === today ? 'today' : eventDate === addDays(today, 1) ? 'tomorrow' : `on ${formatEventDate(eventDate)}`;
  return `${day} at ${eventTime}`;
}

/** Builds the reminder sent at `now`; the subject says nothing about the kind of show (phones show subjects on lock screens). */
export function reminderEmail(booking: ReminderBooking, summaryUrl: string, now: number): MailMessage {
  const when = eventWhen(booking.eventDate, booking.eventTime, now);
  const ref = bookingReference(booking.id);
  const { advance, cash } = splitPayment(booking.totalPrice);
  const body = renderMail({
    blocks: [
      `Dear ${booking.customerName},`,
      `A reminder of your booking ${when}.`,
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
  return { to: booking.customerEmail, subject: `Reminder: your booking ${ref} ${when}`, ...body };
}
