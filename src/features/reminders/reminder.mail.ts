/** The reminder e-mail: a discreet subject, the venue, the cash due on the day and the agency's contact. */
import { escapeHtml } from '@/lib/html';
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { site } from '@/lib/site';
import { splitPayment } from '@/features/booking/booking-rules';
import { bookingReference } from '@/features/booking/booking-view';
import { formatEventDate } from '@/features/booking/event-time';
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
  const rows: [string, string][] = [
    ['Reference', ref],
    ['Date', formatEventDate(booking.eventDate)],
    ['Time', booking.eventTime],
    ['Venue', venueOf(booking) || 'Not specified'],
    ['Cash due on the day', formatBaht(cash)],
    ['Advance', `${formatBaht(advance)} (${advanceLabel(booking.advanceStatus)})`],
  ];
  const unpaid = booking.advanceStatus === 'unpaid';
  const lines = [
    `Please have ${formatBaht(cash)} in cash ready on the day.`,
    ...(unpaid ? [`Your advance of ${formatBaht(advance)} is still unpaid: you can pay it from your booking page.`] : []),
    `Your booking: ${summaryUrl}`,
    `Questions or changes? Reply to this e-mail, write to ${site.email} or message us on WhatsApp: ${site.social.whatsapp}`,
  ];
  const text = [`Dear ${booking.customerName},`, '', 'A reminder of your booking in the next 24 hours.', '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...lines, '', site.name].join('\n');
  const html = `<p>Dear ${escapeHtml(booking.customerName)},</p>
<p>A reminder of your booking in the next 24 hours.</p>
<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><strong>${escapeHtml(lines[0]!)}</strong></p>
${unpaid ? `<p>${escapeHtml(lines[1]!)}</p>` : ''}
<p><a href="${escapeHtml(summaryUrl)}">View your booking</a></p>
<p>Questions or changes? Reply to this e-mail, write to ${escapeHtml(site.email)} or message us on <a href="${escapeHtml(site.social.whatsapp)}">WhatsApp</a>.</p>
<p>${escapeHtml(site.name)}</p>`;
  return { to: booking.customerEmail, subject: `Reminder: your booking ${ref} tomorrow`, text, html };
}
