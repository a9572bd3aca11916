/**
 * The short e-mails that tell a customer what the agency changed in the admin panel: a request
 * accepted as pending, a cancelled booking reopened, the advance received (a receipt), and the
 * thank-you with the receipt sent when a booking is completed. Each is queued with the change.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail, type MailBlock, type MailRow } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate } from '@/lib/event-time';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { serviceTitles } from '@/features/booking/booking-view';
import { breakdownLines } from '@/features/booking/price-lines';
import { summaryUrl, type CustomerMailBooking } from '@/features/booking/booking.mail';
import type { BookingView } from '@/features/booking/booking.server';

/** A status change the customer is told about: a request accepted (requested → pending) or a cancelled booking reopened. */
export type StatusNotice = 'accepted' | 'reopened';

const localeOf = (booking: { locale?: Locale | null }): Locale => booking.locale ?? 'en';

/** The reference, date and time rows of a short customer e-mail, in the booking's language. */
export const eventRows = (booking: CustomerMailBooking): MailRow[] => {
  const o = { locale: localeOf(booking) };
  return [
    [m.sum_booking_reference({}, o), bookingReference(booking.id)],
    [m.sum_date({}, o), formatEventDate(booking.eventDate, o.locale)],
    [m.sum_time({}, o), booking.eventTime],
  ];
};

/** A short e-mail to the customer in the booking's language: greeting, the blocks, the summary link and where to ask. */
export function shortMail(booking: CustomerMailBooking, subject: string, blocks: MailBlock[], greeting?: string): MailMessage {
  const locale = localeOf(booking);
  const o = { locale };
  return {
    to: booking.customerEmail,
    subject,
    ...renderMail({
      blocks: [
        greeting ?? m.mail_dear({ name: booking.customerName }, o),
        ...blocks,
        { href: summaryUrl(booking.id, locale), label: m.sum_view_booking({}, o) },
        m.mail_questions({ email: site.email }, o),
      ],
      footer: site.name,
      lang: locale,
    }),
  };
}

/** Queues the customer's notice of a status change the agency made. */
export function queueStatusNotice(db: OutboxWriter, booking: CustomerMailBooking, notice: StatusNotice): string {
  const ref = bookingReference(booking.id);
  const o = { locale: localeOf(booking) };
  const message =
    notice === 'accepted'
      ? // The address of a request was never confirmed: like the confirm-request e-mail, this one carries nothing the requester typed.
        shortMail(
          booking,
          m.mail_accepted_subject({ ref }, o),
          [m.mail_accepted_text({ ref }, o), m.mail_accepted_not_you({}, o)],
          m.mail_hello({}, o),
        )
      : shortMail(booking, m.mail_reopened_subject({ ref }, o), [m.mail_reopened_text({ ref }, o), { rows: eventRows(booking) }]);
  return enqueueMail(db, message, { kind: `customer-booking-${notice}`, bookingId: booking.id });
}

/** Queues the receipt for an advance the agency marked received. */
export function queueAdvanceReceipt(db: OutboxWriter, booking: CustomerMailBooking): string {
  const ref = bookingReference(booking.id);
  const o = { locale: localeOf(booking) };
  return enqueueMail(
    db,
    shortMail(booking, m.mail_receipt_subject({ ref }, o), [
      m.mail_receipt_text({ ref }, o),
      {
        title: m.mail_receipt({}, o),
        rows: [
          ...eventRows(booking),
          [m.price_total({}, o), formatBaht(booking.totalPrice)],
          [m.mail_advance_received({}, o), formatBaht(booking.advanceAmount)],
          [m.mail_cash_due({}, o), formatBaht(booking.cashAmount)],
        ],
      },
    ]),
    { kind: 'customer-advance-receipt', bookingId: booking.id },
  );
}

/**
 * The receipt's row of the advance, worded by its stored status: "paid online" only once the agency received
 * it, "reported paid" while it checks a report, "still due" while unpaid, "refunded" after a refund.
 */
function advanceReceiptRow(booking: { advanceAmount: number; advanceStatus: string }, locale: Locale): MailRow {
  const o = { locale };
  const label =
    booking.advanceStatus === 'received'
      ? m.mail_advance_paid_online({}, o)
      : booking.advanceStatus === 'reported'
        ? m.mail_advance_reported_online({}, o)
        : booking.advanceStatus === 'refunded'
          ? m.mail_advance_refunded({}, o)
          : m.mail_advance_still_due({}, o);
  return [label, formatBaht(booking.advanceAmount)];
}

/**
 * The e-mail sent when the agency completes a booking: a thank-you with the receipt of what was
 * paid (the advance as its stored status says, the cash collected on the day, as stored), no payment request.
 * `extra` is the seam other features add their blocks through (the review link), after the receipt.
 */
export function completionEmail(booking: BookingView, link: string, extra: MailBlock[] = []): MailMessage {
  const ref = bookingReference(booking.id);
  const locale = localeOf(booking);
  const o = { locale };
  const brand = { brand: site.name, ref };
  return {
    to: booking.customerEmail,
    subject: m.mail_thanks_subject(brand, o),
    ...renderMail({
      blocks: [
        m.mail_dear({ name: booking.customerName }, o),
        m.mail_thanks_intro(brand, o),
        {
          title: m.mail_receipt({}, o),
          rows: [
            [m.sum_booking_reference({}, o), ref],
            [m.sum_date({}, o), formatEventDate(booking.eventDate, locale)],
            [m.mail_services({}, o), serviceTitles(booking).join(' + ') || booking.serviceType],
            ...breakdownLines(booking, locale),
            [m.price_total({}, o), formatBaht(booking.totalPrice)],
            advanceReceiptRow(booking, locale),
            [m.mail_cash_paid({}, o), formatBaht(booking.cashAmount)],
          ],
        },
        ...extra,
        { href: link, label: m.sum_view_booking({}, o) },
        m.mail_thanks_again({ email: site.email }, o),
      ],
      footer: site.name,
      lang: locale,
    }),
  };
}
