/**
 * The e-mails of a split advance, in the booking's language: a guest's share link (sent by the organiser, and
 * again as a reminder 48 hours later and 24 hours before the deadline) and the organiser's notice at the
 * deadline of the shares still open. A guest's mail names the event's city, date and time, the organiser's
 * first name and her own share only; it carries a live link, so its body is cleared once sent.
 */
import type { bookings } from '@db/schema';
import { m } from '@/paraglide/messages';
import type { Locale } from '@/lib/i18n';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { formatEventDate } from '@/lib/event-time';
import { renderMail } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { cityNameIn } from '@/content/city-names';
import { enqueueMail, type OutboxWriter } from '@/features/notifications/outbox.server';
import { shareMailOffUrl } from './share-mail-off.server';

type Booking = Pick<
  typeof bookings.$inferSelect,
  'id' | 'customerName' | 'customerEmail' | 'location' | 'eventDate' | 'eventTime' | 'locale'
>;

// A plain first name: letters of any script (with their marks), an apostrophe or a hyphen, at most 30. No dot,
// colon, '@' or '/', so no URL, domain or address the organiser typed reaches a guest's subject or text.
const PLAIN_FIRST_NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u;

/** The organiser's first name, as a guest sees it (never her full name or contact details); null unless a plain name. */
export const organiserFirstName = (customerName: string): string | null => {
  const first = customerName.trim().split(/\s+/)[0] ?? '';
  return PLAIN_FIRST_NAME.test(first) ? first : null;
};

/** How a guest's text names the organiser: her plain first name, else "The organiser" (a sentence's start) or "the organiser". */
function organiserWord(first: string | null, locale: Locale, place: 'start' | 'within'): string {
  if (first !== null) return first;
  return place === 'start' ? m.sh_organiser_start({}, { locale }) : m.sh_organiser_within({}, { locale });
}

/** The event's city, date and time as the guest's e-mail and page name them (the organiser as a sentence starts). */
export function eventWords(booking: Booking, locale: Locale) {
  return {
    organiser: organiserWord(organiserFirstName(booking.customerName), locale, 'start'),
    city: booking.location ? cityNameIn(booking.location, locale) : '',
    date: formatEventDate(booking.eventDate, locale),
    time: booking.eventTime,
  };
}

/** Which share mail: the organiser's sending, the reminder 48 hours after it, or the last call 24 hours before the deadline. */
export type ShareMailKind = 'share-link' | 'share-reminder' | 'share-last-call';

/**
 * Queues a guest's share mail with its (fresh) link, in the booking's language. She did not ask for it: it carries
 * List-Unsubscribe (one-click) and, at its end, the same way to stop the e-mails about this share.
 */
export function queueShareMail(
  tx: OutboxWriter,
  kind: ShareMailKind,
  booking: Booking,
  share: { email: string; amount: number; reference: string; url: string; deadline: Date },
): string {
  const locale = booking.locale ?? 'en';
  const o = { locale };
  const words = eventWords(booking, locale);
  const within = { ...words, organiser: organiserWord(organiserFirstName(booking.customerName), locale, 'within') };
  const lead =
    kind === 'share-link'
      ? m.sh_mail_text(words, o)
      : kind === 'share-reminder'
        ? m.sh_mail_reminder(within, o)
        : m.sh_mail_last_call(within, o);
  // The opt-out names the link this e-mail carries: its token already opens her share, and nothing more.
  const stop = shareMailOffUrl(new URL(share.url).searchParams.get('token') ?? '');
  return enqueueMail(
    tx,
    {
      to: share.email,
      subject: kind === 'share-link' ? m.sh_mail_subject(words, o) : m.sh_mail_reminder_subject(words, o),
      ...renderMail({
        blocks: [
          lead,
          {
            rows: [
              [m.sh_amount({}, o), formatBaht(share.amount)],
              [m.pm_reference({}, o), share.reference],
            ],
          },
          { strong: m.sh_deadline({ deadline: formatDateTime(share.deadline, 'en') }, o) },
          { href: share.url, label: m.sh_mail_link({}, o) },
          m.mail_questions({ email: site.email }, o),
          { href: stop, before: m.sh_mail_stop_before({}, o), label: m.sh_mail_stop_button({}, o) },
        ],
        footer: site.name,
        lang: locale,
      }),
      unsubscribe: stop,
    },
    { kind, bookingId: booking.id, holdsToken: true },
  );
}

/** Queues the organiser's notice at the deadline: the shares still open (number, amount, reference) fall to her. */
export function queueSharesDueNotice(
  tx: OutboxWriter,
  booking: Booking,
  open: { number: number; amount: number; reference: string }[],
  summaryUrl: string,
): string {
  const locale = booking.locale ?? 'en';
  const o = { locale };
  const total = formatBaht(open.reduce((sum, share) => sum + share.amount, 0));
  return enqueueMail(
    tx,
    {
      to: booking.customerEmail,
      subject: m.sh_due_subject({ count: open.length }, o),
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.sh_due_text({ count: open.length, total }, o),
          { rows: open.map((share): [string, string] => [share.reference, formatBaht(share.amount)]) },
          { href: summaryUrl, before: m.sh_due_then({}, o), label: m.sh_due_link({}, o) },
          m.mail_questions({ email: site.email }, o),
        ],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: 'shares-due', bookingId: booking.id },
  );
}
