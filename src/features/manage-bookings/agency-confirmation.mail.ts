/** The e-mail that tells a customer their booking is confirmed and how much cash is due on the day. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import { normalisePerformanceStyle } from '@/content/services';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { advancePaymentBlock, totalChangedBlocks } from '@/features/advance/advance.mail';
import { calendarAttachment } from '@/features/booking/booking.mail';
import { summarySections } from '@/features/booking/booking-view';
import type { BookingView } from '@/features/booking/booking.server';
import {
  BOOKING_CONFIRMATION_KIND,
  enqueueDeferredMail,
  registerMailComposer,
  type OutboxWriter,
} from '@/features/notifications/outbox.server';

type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;
// The stored styles' labels by key (content/services.ts PERFORMANCE_STYLES), each language's own.
const STYLE_LABELS: Record<string, Label> = {
  topless: m.pf_style_topless,
  underwear: m.pf_style_underwear,
  'full monty': m.pf_style_fullmonty,
};

/** The stored style in `locale` ('full monty' → 'Full Monty', 'ฟูลมอนตี้'); a style without a label with capitals, as stored. */
const styleLabel = (style: string, locale: Locale) =>
  STYLE_LABELS[normalisePerformanceStyle(style)]?.({}, { locale }) ?? style.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Builds the message from the booking as confirmed, with the summary's labels, dates, amounts and
 * services, a link to the summary, the calendar file and, while the advance is not yet received,
 * its PromptPay QR; the amounts are the booking's stored money. `totalBefore`, when the confirmation changed
 * the total, lets a customer who already paid the advance read the new balance.
 */
export async function agencyConfirmationEmail(
  confirmed: BookingView,
  summaryUrl: string,
  totalBefore = confirmed.totalPrice,
): Promise<MailMessage> {
  const reference = bookingReference(confirmed.id);
  const locale: Locale = confirmed.locale ?? 'en';
  const o = { locale };
  const advance = ['unpaid', 'reported'].includes(confirmed.advanceStatus)
    ? await advancePaymentBlock(confirmed, summaryUrl, locale)
    : null;
  // The summary's sections; the performance style the agency confirmed joins the services.
  const sections = summarySections(confirmed, locale).map((section) =>
    section.title === m.sum_services_performers({}, o)
      ? {
          ...section,
          rows: [...section.rows, [m.mail_performance_style({}, o), styleLabel(confirmed.performanceStyle, locale)] as [string, string]],
        }
      : section,
  );
  const body = renderMail({
    blocks: [
      m.mail_dear({ name: confirmed.customerName }, o),
      m.mail_booked_intro({ brand: site.name }, o),
      { rows: [[m.sum_booking_reference({}, o), reference]] },
      ...sections,
      ...totalChangedBlocks(totalBefore, confirmed, locale),
      { strong: m.mail_cash_for_performer({ amount: formatBaht(confirmed.cashAmount) }, o) },
      { href: summaryUrl, label: m.sum_view_booking({}, o) },
      m.mail_questions({ email: site.email }, o),
      ...(advance?.blocks ?? []),
    ],
    footer: site.name,
    lang: locale,
  });
  return {
    to: confirmed.customerEmail,
    subject: m.mail_booked_subject({ brand: site.name, ref: reference }, o),
    ...body,
    attachments: [...(advance?.attachments ?? []), calendarAttachment(confirmed, summaryUrl)],
  };
}

/** The composer name of the confirmation of a booking the agency made itself (built when the sender sends it). */
export const AGENCY_BOOKED = 'agency-booked-confirmation';

// The QR image and calendar file are built at send time, so the booking and its e-mail commit together.
registerMailComposer(
  AGENCY_BOOKED,
  async ({ booking, cashAmount, summaryUrl }: { booking: BookingView; cashAmount?: number; summaryUrl: string }) => {
    // Queued before bookings stored their money (migration 0014): the cash the agency set then, the rest as the advance.
    const money =
      booking.advanceAmount === undefined && cashAmount !== undefined
        ? { advanceAmount: booking.totalPrice - cashAmount, cashAmount, advancePercent: null }
        : {};
    const { to: _to, subject: _subject, ...body } = await agencyConfirmationEmail({ ...booking, ...money }, summaryUrl);
    return body;
  },
);

/**
 * Queues the confirmation of a booking the agency made (by phone): the same e-mail as the agency
 * confirmation, composed at send time. The address-confirmation step is skipped: the agency vouches.
 */
export function queueAgencyBooked(db: OutboxWriter, booking: BookingView, summaryUrl: string): string {
  return enqueueDeferredMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.mail_booked_subject({ brand: site.name, ref: bookingReference(booking.id) }, { locale: booking.locale ?? 'en' }),
      compose: AGENCY_BOOKED,
      data: { booking, summaryUrl },
    },
    { kind: BOOKING_CONFIRMATION_KIND, bookingId: booking.id },
  );
}
