/**
 * The pseudo-language test (issue 40): a third language added through the seam — the catalogue's settings,
 * its messages file and LOCALES (db/locales.ts) — with every English text bracketed and accented
 * ('Booking' → '[Bóókíng]'). The catalogues are compiled with it into a temporary folder, and the app's
 * code runs against that compilation: its paths, every message, every coded error and every e-mail a customer
 * (or an organiser's guest) receives come out in the pseudo-language, and no pseudo word shows in English.
 * The performers' notices, in the language each performer asked his sign-in link in, are checked with them; the
 * agency's e-mails (Italian) are not customer text and are left out.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

const pseudo = vi.hoisted(async () => {
  // Before the mocks below are built: compile messages/*.json plus a pseudo `xx` catalogue (test/pseudo-language.ts).
  const { cpSync, mkdirSync, mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { addPseudoCatalogue } = await import('@test/pseudo-language');
  const { compileCatalogue } = await import('../../scripts/compile-catalogue.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'siam-pseudo-'));
  mkdirSync(path.join(dir, 'project.inlang'));
  cpSync('project.inlang/settings.json', path.join(dir, 'project.inlang/settings.json'));
  cpSync('messages', path.join(dir, 'messages'), { recursive: true });
  const english = addPseudoCatalogue(dir);
  await compileCatalogue(dir, {
    project: './project.inlang',
    outdir: './paraglide',
    strategy: ['baseLocale'],
    outputStructure: 'locale-modules',
    isServer: "typeof window === 'undefined'",
  });
  return { dir, english, keys: Object.keys(english).filter((key) => !key.startsWith('$')) };
});

vi.mock('@db/locales', async (importOriginal) => ({ ...(await importOriginal<object>()), LOCALES: ['en', 'th', 'xx'] }));
vi.mock('@/paraglide/messages', async () => import(`${(await pseudo).dir}/paraglide/messages.js`));
vi.mock('@/paraglide/runtime', async () => import(`${(await pseudo).dir}/paraglide/runtime.js`));

import { m } from '@/paraglide/messages';
import { locales } from '@/paraglide/runtime';
import { INTL_LOCALES, LOCALES, localeOfPath, localizePath, switchHref, type Locale } from '@/lib/i18n';
import { isPrefixedLocale } from '@/lib/locale-routes';
import { codedMessage } from '@/lib/error-codes';
import { queueSignInMail } from '@/features/dashboard/dashboard.mail';
import {
  queueConfirmRequest,
  queueCustomerBookingChange,
  queueBookingSummary,
  queueRequestReceived,
} from '@/features/booking/booking.mail';
import { toBookingView, type BookingView } from '@/features/booking/booking.server';
import { writeBookingData } from '@/features/booking/booking-data';
import { cancellationAdvanceNote } from '@/features/advance/cancellation-advance';
import { queueShareMail, queueSharesDueNotice, type ShareMailKind } from '@/features/advance/shares.mail';
import { NO_PAYMENT_METHODS, type PaymentMethods } from '@/features/advance/payment-methods';
import { setPaymentMethods } from '@/features/advance/payment-methods.server';
import { advanceLabel } from '@/features/advance/advance-status';
import { formatBaht } from '@/lib/money';
import { queueHoldReleased, queueHoldReminder } from '@/features/holds/holds.mail';
import { completionEmail, queueAdvanceReceipt, queueStatusNotice } from '@/features/manage-bookings/customer-notices.mail';
import { agencyConfirmationEmail, queueAgencyBooked } from '@/features/manage-bookings/agency-confirmation.mail';
import { queueReplacementNotice } from '@/features/manage-bookings/replacement.mail';
import { reminderEmail } from '@/features/reminders/reminder.mail';
import { queueReviewReminder, reviewInviteBlocks } from '@/features/reviews/review.mail';
import { runBriefLinks } from '@/features/party-brief/brief.server';
import { recordNightStatus } from '@/features/night-status/night-status.server';
import { runPerformerNotices } from '@/features/performer-portal/performer-notices.server';
import { mailOf } from '@/features/notifications/outbox.server';
import { outboxIdle } from '@/features/notifications/sender.server';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, bangkokInstant, todayInBangkok } from '@/lib/event-time';
import { getDb } from '@/lib/server/db';
import type { MailMessage } from '@/lib/server/mail';
import { site } from '@/lib/site';
import { seedPerformers } from '@db/seed/performers';
import { bookingPerformers, bookings, outbox, performers, pricingItems } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { bookingFactory, type BookingRow } from '@test/booking-rows';
import { useTempApp } from '@test/client';
import { useSettings } from '@test/hooks';
import { englishWords, PSEUDO, PSEUDO_LOCALE } from '@test/pseudo-language';
import { ALL_ERRORS } from '@test/error-tables';

const XX = PSEUDO_LOCALE as Locale;
const { dir, english, keys } = await pseudo;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
type Message = (inputs: Record<string, string>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
/** Inputs for any message: each placeholder gets its own name, so none adds a pseudo letter. */
const inputs = new Proxy({}, { get: (_, name) => String(name) }) as Record<string, string>;

describe('a pseudo-language added through the seam', () => {
  it('is a language of the catalogue and of LOCALES, with its own pages under /xx/', () => {
    expect(locales).toContain('xx');
    expect(LOCALES).toContain('xx');
    expect(localeOfPath('/xx/booking')).toBe('xx');
    expect(localizePath('/th/booking', XX)).toBe('/xx/booking');
    expect(localizePath('/xx/', 'en')).toBe('/');
    expect(switchHref('/xx/contact', '?a=1', 'th')).toBe('/th/contact?a=1');
    expect(isPrefixedLocale('xx')).toBe(true);
  });

  it('says every message of the catalogue in the pseudo-language, and none of its words in English', () => {
    for (const key of keys) {
      const said = messages[key]!(inputs, { locale: XX });
      expect(said, key).toMatch(/^\[[\s\S]*\]$/);
      if (/[aeiouAEIOU]/.test(english[key]!.replace(/\{\w+\}/g, ''))) expect(said, key).toMatch(PSEUDO);
      expect(messages[key]!(inputs, { locale: 'en' }), key).not.toMatch(PSEUDO);
    }
  });

  it('says every coded refusal in the pseudo-language, English unchanged', () => {
    const known: Record<string, unknown> = { name: 'Marco', date: '2026-03-14', seconds: 30, minutes: 5 };
    const params = new Proxy(known, { get: (values, name) => values[String(name)] ?? String(name) });
    const codes = Object.keys(ALL_ERRORS);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      expect(codedMessage(ALL_ERRORS, { code, params }, XX), code).toMatch(PSEUDO);
      expect(codedMessage(ALL_ERRORS, { code, params }, 'en'), code).not.toMatch(PSEUDO);
    }
  });
});

useTempApp();
// The pseudo-language's Intl tag, as the README's "Languages" adds one: Thai's, so dates written by Intl carry no English word.
Object.assign(INTL_LOCALES, { [PSEUDO_LOCALE]: 'th-TH' });
useSettings({ PROMPTPAY_ID: '081-234-5678' }); // the advance's QR block in the e-mails that carry it

/** The visible words of an e-mail's HTML: its text between tags (styles left out) and its images' alt texts, entities read. */
function htmlWords(html: string): string {
  const alts = [...html.matchAll(/\balt="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, ' ');
  return [text, ...alts]
    .join(' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** The words of an e-mail's calendar file (its event's title, place and description), unfolded and unescaped; '' without one. */
function calendarWords(mail: MailMessage): string {
  const file = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!file) return '';
  return String(file.content)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => /^(SUMMARY|LOCATION|DESCRIPTION)[:;]/.test(line))
    .map((line) =>
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\\n/gi, ' ')
        .replace(/\\([,;\\])/g, '$1'),
    )
    .join('\n');
}

/** The parts of a customer e-mail a reader sees: subject, text, HTML and, when it carries one, its calendar file. */
function parts(mail: MailMessage): Record<string, string> {
  const calendar = calendarWords(mail);
  return { subject: mail.subject, text: mail.text, html: htmlWords(mail.html ?? ''), ...(calendar && { calendar }) };
}

describe('every customer e-mail in the pseudo-language', () => {
  const marco = seedPerformers.find((performer) => performer.name === 'Marco')!;
  const arthit = seedPerformers.find((performer) => performer.name === 'Arthit')!;
  const addBooking = bookingFactory(getDb);
  const now = Date.now();
  /** A confirmed Bangkok booking three days ahead (inside the party brief's window), its advance unpaid unless `state` says, in `locale`. */
  const booking = (locale: Locale, name: string, state: Partial<BookingRow> = {}) => {
    const row = addBooking({
      ...state,
      locale,
      customerName: name,
      customerEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      status: 'confirmed',
      location: 'bangkok',
      address: '1 Sukhumvit Soi 11',
      eventDate: addDays(todayInBangkok(new Date(now)), 3),
      additionalData: writeBookingData({
        services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none' },
        price: { stripperSubtotal: 10000, waiterSubtotal: 0, discount: 0, supplement: 0 },
      }),
    });
    getDb()
      .insert(bookingPerformers)
      .values({ bookingId: row.id, performerId: marco.id, role: 'stripper', eventDate: row.eventDate, startMinute: 1200, endMinute: 1260 })
      .run();
    return toBookingView(getDb(), row);
  };
  const link = 'https://example.com/link';
  const DAY = 86_400_000;
  const db = () => getDb();
  /**
   * The message a queued outbox row sends (a deferred one composed, as the sender would). The row is read in the
   * tick that queued it, before the outbox sender (started by the queueing) can send it and clear a link's body.
   */
  const queued = async (id: string) => mailOf(db().select().from(outbox).where(eq(outbox.id, id)).get()!);
  const queuedOf = async (kind: string, bookingId: string) =>
    mailOf(
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, kind), eq(outbox.bookingId, bookingId)))
        .get()!,
    );
  const share = (email: string) => ({ email, amount: 1500, reference: 'PLY-2', url: link, deadline: new Date(now + 86_400_000) });

  /** Every e-mail a customer (or an organiser's guest) receives, by name, written for `view` (in its stored language). */
  const MAILS: Record<string, (view: BookingView) => Promise<MailMessage>> = {
    'confirm request': (view) => queued(queueConfirmRequest(db(), view.customerEmail, view.id, link, 24, view.locale)),
    'request received (advance QR)': (view) => queued(queueRequestReceived(db(), view, link)),
    'booking summary': (view) => queued(queueBookingSummary(db(), view, link)),
    // The note on a paid advance: reported or received, cancelled more than 72 hours ahead (kept) or later (lost).
    ...Object.fromEntries(
      (['reported', 'received'] as const).flatMap((advanceStatus) =>
        Object.entries({ early: now - 30 * DAY, late: now + 4 * DAY }).map(([when, at]) => [
          `cancelled by the customer, advance ${advanceStatus}, ${when}`,
          (view: BookingView) =>
            queued(
              queueCustomerBookingChange(
                db(),
                view,
                { change: 'cancelled', advance: cancellationAdvanceNote({ ...view, advanceStatus }, at, view.locale) },
                link,
              ),
            ),
        ]),
      ),
    ),
    'cancelled by the agency': (view) => queued(queueCustomerBookingChange(db(), view, { change: 'cancelled', by: 'agency' }, link)),
    'changed by the customer': (view) =>
      queued(
        queueCustomerBookingChange(db(), view, { change: 'modified', before: { ...view, eventTime: '21:00', totalPrice: 8000 } }, link),
      ),
    'changed by the agency': (view) =>
      queued(queueCustomerBookingChange(db(), view, { change: 'modified', by: 'agency', before: { ...view, duration: 90 } }, link)),
    ...Object.fromEntries(
      (['share-link', 'share-reminder', 'share-last-call'] satisfies ShareMailKind[]).map((kind) => [
        `guest's ${kind}`,
        (view: BookingView) => queued(queueShareMail(db(), kind, { ...view, locale: view.locale! }, share(`guest.${kind}@example.com`))),
      ]),
    ),
    'shares due, one': (view) =>
      queued(queueSharesDueNotice(db(), { ...view, locale: view.locale! }, [{ number: 2, amount: 1500, reference: 'PLY-2' }], link)),
    'shares due, several': (view) =>
      queued(
        queueSharesDueNotice(
          db(),
          { ...view, locale: view.locale! },
          [
            { number: 2, amount: 1500, reference: 'PLY-2' },
            { number: 3, amount: 1500, reference: 'PLY-3' },
          ],
          link,
        ),
      ),
    'dashboard sign-in': async (view) => {
      const to = `sign-in.${view.id}@example.com`; // one per booking: each state's mail, not an earlier one
      queueSignInMail(db(), to, link, view.locale);
      return mailOf(db().select().from(outbox).where(eq(outbox.recipient, to)).get()!);
    },
    'hold reminder (advance QR)': (view) => queued(queueHoldReminder(db(), view, link, new Date(now + 86_400_000))),
    'hold released': async (view) => {
      queueHoldReleased(db(), view);
      return queuedOf('hold-released', view.id);
    },
    'request accepted': (view) => queued(queueStatusNotice(db(), view, 'accepted')),
    'booking reopened': (view) => queued(queueStatusNotice(db(), view, 'reopened')),
    'advance receipt': (view) => queued(queueAdvanceReceipt(db(), view)),
    'completed, with the review invite': (view) => Promise.resolve(completionEmail(view, link, reviewInviteBlocks(link, view.locale!))),
    'confirmed by the agency, total changed': (view) => agencyConfirmationEmail(view, link, view.totalPrice - 1000),
    'booked by the agency': (view) => queued(queueAgencyBooked(db(), view, link)),
    'performer replaced': (view) =>
      queued(queueReplacementNotice(db(), view, marco.name, { id: arthit.id, name: arthit.name, imageUrl: arthit.imageUrl })),
    // When the event is: in three days, tomorrow, today.
    ...Object.fromEntries(
      Object.entries({ 'in days': 0, tomorrow: 2, today: 3 }).map(([when, days]) => [
        `event reminder, ${when}`,
        (view: BookingView) => Promise.resolve(reminderEmail(view, link, now + days * DAY)),
      ]),
    ),
    'event reminder with the agency channels': (view) =>
      Promise.resolve(reminderEmail(view, link, now, { whatsapp: '66812345678', line: '@siamhunks', phone: '+6621234567' })),
    'review reminder': (view) => queued(queueReviewReminder(db(), { ...view, locale: view.locale! }, link)),
    'party brief link': async (view) => {
      runBriefLinks(db(), now);
      return queuedOf('party-brief', view.id);
    },
    'performer on his way': async (view) => {
      db().transaction((tx) =>
        recordNightStatus(
          tx,
          { bookingId: view.id, performerId: marco.id, performerName: marco.name, start: now },
          { status: 'on-my-way', minutes: 20 },
          now,
        ),
      );
      return mailOf(
        db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.bookingId, view.id), eq(outbox.recipient, view.customerEmail)))
          .all()
          .find((row) => row.kind.includes('way') || row.kind.includes('night'))!,
      );
    },
    // A performer's four notices, last: the booking is moved, then cancelled. Each booking has its own performer, in its language.
    'performer assigned': (view) => performerNotice(view, 'performer-assigned', now),
    'performer changed': (view) => {
      db().update(bookings).set({ eventTime: '23:00' }).where(eq(bookings.id, view.id)).run();
      return performerNotice(view, 'performer-changed', now);
    },
    'performer reminder': (view) => performerNotice(view, 'performer-reminder', bangkokInstant(view.eventDate, 23 * 60) - DAY),
    'performer cancelled': (view) => {
      db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, view.id)).run();
      return performerNotice(view, 'performer-cancelled', now);
    },
  };

  /** Runs the performers' notices at `at` and answers the notice of `kind` to the booking's own performer (added at its first call, in its language). */
  async function performerNotice(view: BookingView, kind: string, at: number): Promise<MailMessage> {
    const email = `performer.${view.id}@example.com`;
    if (!db().select().from(performers).where(eq(performers.email, email)).get()) {
      const { id } = db()
        .insert(performers)
        .values({ name: 'Noi', description: 'A performer', imageUrl: 'noi.webp', email, locale: view.locale! })
        .returning({ id: performers.id })
        .get();
      const start = Number(view.eventTime.slice(0, 2)) * 60 + Number(view.eventTime.slice(3));
      db()
        .insert(bookingPerformers)
        .values({
          bookingId: view.id,
          performerId: id,
          role: 'stripper',
          eventDate: view.eventDate,
          startMinute: start,
          endMinute: start + view.duration,
        })
        .run();
    }
    runPerformerNotices(db(), at);
    return mailOf(
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)))
        .get()!,
    );
  }

  /** The agency's ways to pay: PromptPay on (as PROMPTPAY_ID sets it before the owner saves any), the bank account, the payment page. */
  const promptPay: PaymentMethods = { ...NO_PAYMENT_METHODS, promptpay: { enabled: true, id: '081-234-5678' } };
  const bank: PaymentMethods['bank'] = {
    enabled: true,
    accountName: 'Siam Hunks Co Ltd',
    bankName: 'Kasikornbank',
    accountNumber: '123-4-56789-0',
    swift: 'KASITHBK',
    bankAddress: '400/22 Phahon Yothin Road',
  };
  const payLink: PaymentMethods['link'] = { enabled: true, url: 'https://pay.example.com/siam?amount={amount}&ref={reference}' };

  /**
   * Writes every e-mail for a booking in xx and the same one in English, each in `state` (its advance), and
   * answers what is not the catalogue's in xx (and any pseudo word in English), by e-mail and part, with the
   * names of the e-mails that carry a calendar file.
   */
  async function leaksIn(state: Partial<BookingRow>, extraData: string[] = []) {
    const pseudoBooking = booking(XX, 'Ploy Sukjai', state);
    const englishBooking = booking('en', 'Ann Baker', state);
    const packages = db().selectDistinct({ title: pricingItems.title }).from(pricingItems).all();
    // The data, as the e2e spec decides it: the brand and the networks, names, references, addresses, the packages' names.
    const data = [
      ...[site.name, 'Siam', 'Hunks', 'Facebook', 'Instagram', 'WhatsApp', 'LINE', 'PromptPay'],
      ...seedPerformers.map((performer) => performer.name),
      ...packages.map((item) => item.title),
      ...[pseudoBooking, englishBooking].flatMap((view) => [
        view.customerName,
        view.customerName.split(' ')[0]!,
        bookingReference(view.id),
        view.address!,
      ]),
      'PLY-2',
      'PLY-3',
      ...extraData,
    ].sort((a, b) => b.length - a.length);
    const leaks: Record<string, unknown> = {};
    const calendars: string[] = [];
    let said = ''; // everything the xx e-mails say
    for (const [name, write] of Object.entries(MAILS)) {
      const pseudoMail = parts(await write(pseudoBooking));
      const englishMail = parts(await write(englishBooking));
      if (pseudoMail.calendar) calendars.push(name);
      said += Object.values(pseudoMail).join('\n');
      for (const [part, said] of Object.entries(pseudoMail)) {
        const english = englishWords(said, data);
        if (english.length > 0 || !PSEUDO.test(said)) leaks[`${name} (xx ${part})`] = english;
      }
      for (const [part, said] of Object.entries(englishMail))
        if (PSEUDO.test(said)) leaks[`${name} (en ${part})`] = said.match(/\S*[áéíóúÁÉÍÓÚ]\S*/g);
    }
    await outboxIdle(db()); // the sender the queueing started is done before the database closes
    return { leaks, calendars, said, pseudoBooking };
  }

  it('writes each one wholly in xx for a booking stored in xx (its calendar file too), and the same e-mail in English has no pseudo word', async () => {
    const { leaks, calendars } = await leaksIn({});
    expect(Object.keys(MAILS).length).toBeGreaterThan(25);
    expect(calendars).toEqual(['request received (advance QR)', 'confirmed by the agency, total changed', 'booked by the agency']);
    expect(leaks).toEqual({});
  });

  // The other states whose words differ: the ways to pay the owner switched on (none: the details come later),
  // and the advance reported, received or refunded (the reminder's advance line, the total changed after it was paid).
  // Each says, in xx, a text only that state writes (so the state was rendered, not the default's again).
  const o = { locale: XX };
  const STATES: { name: string; ways: PaymentMethods; state?: Partial<BookingRow>; shows: (view: BookingView) => string }[] = [
    {
      name: 'no way to pay switched on (payment details later)',
      ways: NO_PAYMENT_METHODS,
      shows: (view) => m.mail_advance_later({ amount: formatBaht(view.advanceAmount) }, o),
    },
    { name: 'the bank transfer only', ways: { ...NO_PAYMENT_METHODS, bank }, shows: () => m.pm_account_number({}, o) },
    { name: 'the payment page only', ways: { ...NO_PAYMENT_METHODS, link: payLink }, shows: () => m.pm_link_open({}, o) },
    { name: 'every way to pay', ways: { ...promptPay, bank, link: payLink }, shows: () => m.pm_link_title({}, o) },
    ...(['reported', 'received', 'refunded'] as const).map((advanceStatus) => ({
      name: `the advance ${advanceStatus}`,
      ways: promptPay,
      state: { advanceStatus },
      shows: () => advanceLabel(advanceStatus, XX),
    })),
  ];
  it.each(STATES)('writes each one wholly in xx, English with no pseudo word, with $name', async ({ ways, state, shows }) => {
    setPaymentMethods(db(), ways);
    try {
      const { leaks, said, pseudoBooking } = await leaksIn(state ?? {}, [bank.accountName, bank.bankName, bank.swift, bank.bankAddress]);
      expect(said).toContain(shows(pseudoBooking));
      expect(leaks).toEqual({});
    } finally {
      setPaymentMethods(db(), promptPay);
    }
  });
});
