/** The e-mail that tells a customer their booking is confirmed and how much cash is due on the day. */
import { escapeHtml } from '@/lib/html';
import type { MailMessage } from '@/lib/server/mail';
import { site } from '@/lib/site';

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
}

const baht = (amount: number) => `${amount.toLocaleString('en-GB')} THB`;

import { bookingReference } from '@/lib/booking-reference';

/** Builds the message (plain text and HTML; customer values escaped in HTML). */
export function confirmationEmail(details: ConfirmationDetails): MailMessage {
  const reference = bookingReference(details.id);
  const rows: [string, string][] = [
    ['Reference', reference],
    ['Date', details.eventDate],
    ['Time', details.eventTime],
    ['City', details.location ?? '-'],
    ['Service', details.serviceType],
    ['Performance style', details.performanceStyle],
    ['Performers', details.performerNames.join(', ') || 'Assigned by the agency'],
    ['Duration', `${details.duration} minutes`],
    ['Total price', baht(details.totalPrice)],
    ['Cash due on the day', baht(details.cashAmount)],
  ];
  const text = [
    `Dear ${details.customerName},`,
    '',
    `Your booking with ${site.name} is confirmed.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Please have ${baht(details.cashAmount)} in cash ready for the performer on the day of the event.`,
    `Questions? Reply to this e-mail or write to ${site.email}.`,
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(details.customerName)},</p>
<p>Your booking with ${escapeHtml(site.name)} is confirmed.</p>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><strong>Please have ${escapeHtml(baht(details.cashAmount))} in cash ready for the performer on the day of the event.</strong></p>
<p>Questions? Reply to this e-mail or write to ${escapeHtml(site.email)}.</p>`;
  return { to: details.customerEmail, subject: `Booking confirmed - ${site.name} (ref. ${reference})`, text, html };
}
