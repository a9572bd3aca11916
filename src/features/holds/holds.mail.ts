/**
 * The e-mails of the release of unpaid holds: the customer's reminder (with the advance's PromptPay
 * QR, built when the sender sends it), and the notices of the release to the customer and the agency.
 */
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import { renderMail } from '@/lib/server/mail-layout';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { formatEventDate } from '@/lib/event-time';
import { advancePaymentBlock } from '@/features/advance/advance.mail';
import { m as pm } from '@/paraglide-panel/messages';
import { queueAgencyMail } from '@/features/notifications/agency.server';
import { enqueueDeferredMail, enqueueMail, registerMailComposer, type OutboxWriter } from '@/features/notifications/outbox.server';
import type { CustomerMailBooking } from '@/features/booking/booking.mail';

const HOLD_REMINDER = 'hold-reminder';

// The QR is built at send time: the job's transaction only stores what the e-mail needs.
registerMailComposer(
  HOLD_REMINDER,
  async ({ booking, summaryUrl, deadline }: { booking: CustomerMailBooking; summaryUrl: string; deadline: string }) => {
    const locale = booking.locale ?? 'en';
    const o = { locale };
    const advance = await advancePaymentBlock(booking, summaryUrl, locale);
    const amount = formatBaht(booking.advanceAmount);
    const date = formatEventDate(booking.eventDate, locale);
    return {
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.mail_hold_text({ ref: bookingReference(booking.id), date, time: booking.eventTime, amount }, o),
          { strong: m.mail_hold_deadline({ deadline: formatDateTime(new Date(deadline), 'en') }, o) },
          ...advance.blocks,
          m.mail_hold_paid({}, o),
        ],
        footer: site.name,
        lang: locale,
      }),
      attachments: advance.attachments,
    };
  },
);

/** Queues the customer's reminder that the advance is due by `deadline`, with the QR. */
export function queueHoldReminder(db: OutboxWriter, booking: CustomerMailBooking, summaryUrl: string, deadline: Date): string {
  return enqueueDeferredMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.mail_hold_subject({ ref: bookingReference(booking.id) }, { locale: booking.locale ?? 'en' }),
      compose: HOLD_REMINDER,
      data: { booking, summaryUrl, deadline: deadline.toISOString() },
    },
    { kind: HOLD_REMINDER, bookingId: booking.id },
  );
}

/** Tells the customer (in the booking's language) and the agency (in its reader's panel language) that the booking was cancelled for its unpaid advance. */
export function queueHoldReleased(db: OutboxWriter, booking: CustomerMailBooking): void {
  const ref = bookingReference(booking.id);
  const locale = booking.locale ?? 'en';
  const o = { locale };
  const customerWhen = m.mail_released_when({ date: formatEventDate(booking.eventDate, locale), time: booking.eventTime }, o);
  enqueueMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.mail_cancelled_subject({ ref }, o),
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.mail_released_text({ ref, when: customerWhen }, o),
          m.mail_released_contact({ email: site.email }, o),
        ],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: 'hold-released', bookingId: booking.id },
  );
  queueAgencyMail(
    db,
    (agencyLocale) => ({
      subject: pm.agency_mail_released_subject({ ref }, { locale: agencyLocale }),
      ...renderMail({
        blocks: [
          pm.agency_mail_released_text(
            { ref, when: formatEventDateTime(booking.eventDate, booking.eventTime, agencyLocale) },
            { locale: agencyLocale },
          ),
        ],
        lang: agencyLocale,
      }),
    }),
    { kind: 'agency-hold-released', bookingId: booking.id },
  );
}
