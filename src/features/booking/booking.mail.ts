/**
 * The customer's booking e-mails: the address-confirmation request, the agency's notice of a new booking, the request-received e-mail, change notices and the
 * summary sent on request. Each is queued in the outbox with the caller's transaction. Customer text reaches HTML only through the mail layout, and never a
 * header: the only customer value used outside the body is the booking's own, validated address.
 */
import { siteLink } from '@/lib/server/config';
import { enqueueDeferredMail, enqueueMail, registerMailComposer, type OutboxWriter } from '@/features/notifications/outbox.server';
import { renderMail, type MailBlock } from '@/lib/server/mail-layout';
import { site } from '@/lib/site';
import { advancePaymentBlock, totalChangedBlocks } from '@/features/advance/advance.mail';
import type { CancellationAdvanceNote } from '@/features/advance/cancellation-advance';
import { bookingIcs, icsFileName } from './booking-event';
import { agencyWordsIn } from './agency-catalogue';
import { changedRows, summarySections } from './booking-view';
import { customerWords, type SummaryWords } from './summary-words';
import type { BookingView } from './booking.server';
import { bookingReference } from '@/lib/booking-reference';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { m as pm } from '@/paraglide-panel/messages';
import type { PanelLocale } from '@db/locales';
import { queueAgencyMail } from '@/features/notifications/agency.server';

/** What a customer's short e-mail about a booking shows of it (the holds' notices, the agency's status notices and receipt). */
export interface CustomerMailBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  eventDate: string;
  eventTime: string;
  totalPrice: number;
  advanceAmount: number;
  cashAmount: number;
  /** The language of the customer's e-mails (absent: English). */
  locale?: Locale | null;
}

/** The blocks of a booking e-mail in the reader's words: the intro, the reference, the summary, then `extra`. */
function bookingBlocks(intro: MailBlock | MailBlock[], booking: BookingView, words: SummaryWords, extra: MailBlock[] = []): MailBlock[] {
  return [
    ...(Array.isArray(intro) ? intro : [intro]),
    { rows: [[words.bookingReference, bookingReference(booking.id)]] },
    ...summarySections(booking, words),
    ...extra,
  ];
}

/** A customer's booking e-mail in `locale` (the booking's language). */
function render(
  intro: MailBlock | MailBlock[],
  booking: BookingView,
  link?: string,
  extra: MailBlock[] = [],
  locale: Locale = 'en',
): { text: string; html: string } {
  const viewLink: MailBlock[] = link ? [{ href: link, label: m.sum_view_booking({}, { locale }) }] : [];
  return renderMail({
    blocks: bookingBlocks(intro, booking, customerWords(locale), [...viewLink, ...extra]),
    footer: site.name,
    lang: locale,
  });
}

/** An agency e-mail about a booking in its reader's language: the intro, then the summary. */
function renderForAgency(intro: MailBlock[], booking: BookingView, locale: PanelLocale): { text: string; html: string } {
  return renderMail({ blocks: bookingBlocks(intro, booking, agencyWordsIn(locale)), footer: site.name, lang: locale });
}

/** The language of a booking's customer e-mails (rows stored before languages were kept read as English). */
const localeOf = (booking: { locale?: Locale | null }): Locale => booking.locale ?? 'en';

/**
 * The first e-mail to a typed address: discreet, because the address is not yet known to be the
 * customer's. A neutral subject, none of the customer's text (name, requests, address), the confirm
 * link, and what to do if the recipient never asked.
 */
export function queueConfirmRequest(
  db: OutboxWriter,
  to: string,
  id: string,
  confirmLink: string,
  ttlHours: number,
  locale: Locale = 'en',
): string {
  const ref = bookingReference(id);
  const o = { locale };
  return enqueueMail(
    db,
    {
      to,
      subject: m.mail_confirm_subject({ ref }, o),
      ...renderMail({
        blocks: [
          m.mail_confirm_intro({ ref }, o),
          { href: confirmLink, label: m.mail_confirm_button({}, o) },
          m.mail_confirm_once({}, o),
          m.mail_confirm_ignore({ hours: ttlHours }, o),
        ],
        footer: site.name,
        lang: locale,
      }),
    },
    { kind: 'confirm-request', bookingId: id, holdsToken: true },
  );
}

/** Tells the agency about a new booking, in its reader's panel language. */
export function queueAgencyNewBooking(db: OutboxWriter, booking: BookingView): string {
  const ref = bookingReference(booking.id);
  // Reply-To is the booking's own validated address, as on contact messages: the agency answers the customer directly.
  return queueAgencyMail(
    db,
    (locale) => ({
      replyTo: booking.customerEmail,
      subject: pm.agency_mail_booking_subject({ ref }, { locale }),
      ...renderForAgency([pm.agency_mail_booking_text({ ref }, { locale })], booking, locale),
    }),
    { kind: 'agency-new-booking', bookingId: booking.id },
  );
}

// The kind keeps its first name: queued rows in the outbox carry it.
const REQUEST_RECEIVED = 'customer-confirmation';

// The QR image and calendar file are built when the sender sends, not on the customer's request.
registerMailComposer(REQUEST_RECEIVED, async ({ booking, summaryUrl }: { booking: BookingView; summaryUrl: string }) => {
  const locale = localeOf(booking);
  const advance = await advancePaymentBlock(booking, summaryUrl, locale);
  return {
    ...render(m.mail_received_intro({}, { locale }), booking, summaryUrl, advance.blocks, locale),
    attachments: [...advance.attachments, calendarAttachment(booking, summaryUrl)],
  };
});

/**
 * Tells the customer their request is received once they confirmed their address (not the agency
 * confirmation), with a link to the summary, the advance's PromptPay QR as an inline image, and the
 * event as a calendar file.
 */
export function queueRequestReceived(db: OutboxWriter, booking: BookingView, summaryUrl: string): string {
  return enqueueDeferredMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.mail_received_subject({ ref: bookingReference(booking.id) }, { locale: localeOf(booking) }),
      compose: REQUEST_RECEIVED,
      data: { booking, summaryUrl },
    },
    { kind: REQUEST_RECEIVED, bookingId: booking.id },
  );
}

/** The booking's .ics file as an e-mail attachment. */
export function calendarAttachment(booking: BookingView, summaryUrl: string) {
  return {
    filename: icsFileName(booking.id),
    content: bookingIcs(booking, summaryUrl),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

/** Queues the booking summary to the booking's own address (never one taken from a request). */
export function queueBookingSummary(db: OutboxWriter, booking: BookingView, summaryUrl: string): string {
  return enqueueMail(
    db,
    {
      to: booking.customerEmail,
      subject: m.mail_summary_subject({ ref: bookingReference(booking.id) }, { locale: localeOf(booking) }),
      ...render(m.mail_summary_intro({}, { locale: localeOf(booking) }), booking, summaryUrl, [], localeOf(booking)),
    },
    { kind: 'booking-summary', bookingId: booking.id },
  );
}

/** A change: cancelled (with what happens to a paid advance), or modified from `before` (the booking as it was); by the customer (the dashboard, the default) or by the agency. */
export type BookingChangeNotice = (
  { change: 'cancelled'; advance?: CancellationAdvanceNote | null } | { change: 'modified'; before: BookingView }
) & { by?: 'customer' | 'agency' };

/** The paragraph about a cancelled booking's paid advance, for the customer or the agency. */
const advanceNoteBlock = (notice: BookingChangeNotice, reader: keyof CancellationAdvanceNote): MailBlock[] =>
  notice.change === 'cancelled' && notice.advance ? [{ strong: notice.advance[reader] }] : [];

/** Each changed summary row as 'old → new', under a heading, in the reader's words; nothing when no row changed. */
function changesBlock(booking: BookingView, notice: BookingChangeNotice, words: SummaryWords): MailBlock[] {
  if (notice.change !== 'modified') return [];
  const rows = changedRows(notice.before, booking, words);
  return rows.length
    ? [{ title: words.whatChanged, rows: rows.map(([label, from, to]): [string, string] => [label, `${from} → ${to}`]) }]
    : [];
}

/** Tells the agency (in its reader's panel language) that a customer cancelled or changed a booking from the dashboard; a change lists old → new per field. */
export function queueAgencyBookingChange(db: OutboxWriter, booking: BookingView, notice: BookingChangeNotice): string {
  const ref = bookingReference(booking.id);
  const { change } = notice;
  return queueAgencyMail(
    db,
    (locale) => {
      const o = { locale };
      const cancelled = change === 'cancelled';
      return {
        subject: cancelled ? pm.agency_mail_cancelled_subject({ ref }, o) : pm.agency_mail_modified_subject({ ref }, o),
        ...renderForAgency(
          [
            cancelled ? pm.agency_mail_cancelled_text({ ref }, o) : pm.agency_mail_modified_text({ ref }, o),
            ...advanceNoteBlock(notice, 'agency'),
            ...changesBlock(booking, notice, agencyWordsIn(locale)),
          ],
          booking,
          locale,
        ),
      };
    },
    { kind: `agency-booking-${change}`, bookingId: booking.id },
  );
}

/** Tells the customer that their booking was cancelled or changed (by them on the dashboard, or by the agency), with what changed, the booking's details and its link. */
export function queueCustomerBookingChange(db: OutboxWriter, booking: BookingView, notice: BookingChangeNotice, link: string): string {
  const ref = bookingReference(booking.id);
  const byAgency = notice.by === 'agency';
  const locale = localeOf(booking);
  const o = { locale };
  const words = { ref, brand: site.name };
  const [subject, intro] =
    notice.change === 'cancelled'
      ? [m.mail_cancelled_subject(words, o), byAgency ? m.mail_cancelled_by_agency(words, o) : m.mail_cancelled_by_customer(words, o)]
      : [m.mail_changed_subject(words, o), byAgency ? m.mail_changed_by_agency(words, o) : m.mail_changed_by_customer(words, o)];
  return enqueueMail(
    db,
    {
      to: booking.customerEmail,
      subject,
      ...render(
        [
          intro,
          ...advanceNoteBlock(notice, 'customer'),
          ...(notice.change === 'modified' ? totalChangedBlocks(notice.before.totalPrice, booking, locale) : []),
          ...changesBlock(booking, notice, customerWords(locale)),
        ],
        booking,
        link,
        [],
        locale,
      ),
    },
    { kind: `customer-booking-${notice.change}`, bookingId: booking.id },
  );
}

/** The absolute confirm link of a booking request, on the running site's address, in the page's language. */
export function confirmUrl(token: string, locale: Locale = 'en'): string {
  return siteLink(`${localizePath('/booking/confirm', locale)}?token=${encodeURIComponent(token)}`);
}

/** The absolute summary link of a booking, on the running site's address, in the customer's language. */
export function summaryUrl(id: string, locale: Locale = 'en'): string {
  return siteLink(localizePath(`/booking/${id}/summary`, locale));
}
