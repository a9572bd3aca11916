/** The reminder e-mail: a discreet subject, the venue, the cash due on the day and the agency's contact. */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/lib/server/mail';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, formatEventDate, todayInBangkok } from '@/lib/event-time';
import { venueOf } from '@/features/booking/booking-event';
import { advanceLabel } from '@/features/advance/advance-status';
import { NO_CHANNELS, type AgencyChannels } from '@/features/reach-agency/agency-channels';
import { reachMailBlocks } from '@/features/reach-agency/reach.mail';

/** What the reminder shows. */
export interface ReminderBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  address: string | null;
  location: string | null;
  advanceAmount: number;
  cashAmount: number;
  advanceStatus: string;
  /** The language of the customer's e-mails (absent: English). */
  locale?: Locale | null;
}

/** When the event is, seen from `now` in Bangkok: 'today at 20:00', 'tomorrow at 20:00' or 'on Saturday 14 March 2026 at 20:00'. */
export function eventWhen(eventDate: string, eventTime: string, now: number, locale: Locale = 'en'): string {
  const today = todayInBangkok(new Date(now));
  const o = { locale };
  const time = { time: eventTime };
  if (eventDate === today) return m.mail_when_today(time, o);
  if (eventDate === addDays(today, 1)) return m.mail_when_tomorrow(time, o);
  return m.mail_when_on({ ...time, date: formatEventDate(eventDate, locale) }, o);
}

/**
 * Builds the reminder sent at `now`; the subject says nothing about the kind of show (phones show subjects on lock screens).
 * With the agency's `channels` set, it offers them with the reference typed (else the brand's WhatsApp page).
 */
export function reminderEmail(
  booking: ReminderBooking,
  summaryUrl: string,
  now: number,
  channels: AgencyChannels = NO_CHANNELS,
): MailMessage {
  const locale = booking.locale ?? 'en';
  const o = { locale };
  const when = eventWhen(booking.eventDate, booking.eventTime, now, locale);
  const ref = bookingReference(booking.id);
  const { advanceAmount: advance, cashAmount: cash } = booking;
  const reach = reachMailBlocks(channels, ref, locale);
  const body = renderMail({
    blocks: [
      m.mail_dear({ name: booking.customerName }, o),
      m.mail_reminder_intro({ when }, o),
      {
        rows: [
          [m.sum_reference({}, o), ref],
          [m.sum_date({}, o), formatEventDate(booking.eventDate, locale)],
          [m.sum_time({}, o), booking.eventTime],
          [m.mail_venue({}, o), venueOf(booking, locale) || m.sum_not_specified({}, o)],
          [m.mail_cash_due({}, o), formatBaht(cash)],
          [m.mail_advance({}, o), `${formatBaht(advance)} (${advanceLabel(booking.advanceStatus, locale)})`],
        ],
      },
      { strong: m.mail_cash_ready({ amount: formatBaht(cash) }, o) },
      ...(booking.advanceStatus === 'unpaid' ? [m.mail_advance_unpaid({ amount: formatBaht(advance) }, o)] : []),
      { href: summaryUrl, label: m.sum_view_booking({}, o) },
      ...(reach.length > 0
        ? reach
        : [{ before: m.mail_reminder_contact({ email: site.email }, o), label: 'WhatsApp', href: site.social.whatsapp }]),
    ],
    footer: site.name,
    lang: locale,
  });
  return { to: booking.customerEmail, subject: m.mail_reminder_subject({ ref, when }, o), ...body };
}
