/**
 * The party brief (issue 47): the link sent 7 days before the event (at once for a booking made closer; a
 * job; a random token of which only the hash is kept), the organiser's form written or changed with it until 6 hours
 * before, what the agency sees (the brief, or "brief mancante" 48 hours before) and what a performer sees
 * from 24 hours before (never the organiser's surname, e-mail or phone).
 */
import { HOLDS_PERFORMERS } from '@/features/booking-life/statuses';
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { bookings, partyBriefs, type BookingStatus } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse, HttpError } from '@/lib/server/http';
import { defineJob } from '@/lib/server/jobs';
import { siteLink } from '@/lib/server/config';
import { renderMail } from '@/lib/server/mail-layout';
import { localizePath, type Locale } from '@/lib/i18n';
import { bookingReference } from '@/lib/booking-reference';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';
import { linkSecretHash, newSecret } from '@/lib/server/secrets';
import { enqueueMail } from '@/features/notifications/outbox.server';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { addDays, todayInBangkok } from '@/lib/event-time';
import {
  BRIEF_EDIT_CLOSE_MS,
  BRIEF_PERFORMER_FROM_MS,
  BRIEF_SEND_LEAD_MS,
  briefLinkDue,
  briefMissing,
  briefProblems,
  type BriefInput,
} from './brief-rules';
import * as clock from '@/lib/clock';

/** The bookings that get a brief link: those holding their performers, not cancelled or done. */
const BRIEFED_STATUSES = HOLDS_PERFORMERS;

type BriefRow = typeof partyBriefs.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** The brief page's absolute link for a token, in the booking's language. */
export function briefUrl(token: string, locale: Locale): string {
  return siteLink(`${localizePath('/brief', locale)}?token=${encodeURIComponent(token)}`);
}

const startOf = (booking: Pick<BookingRow, 'eventDate' | 'eventTime'>) => eventStartMs(booking.eventDate, booking.eventTime);

/** The answers of a brief as written, or null before it is. */
export type BriefAnswers = Pick<
  BriefRow,
  'guests' | 'allAdults' | 'menPresent' | 'honoreeFirstName' | 'access' | 'music' | 'theme' | 'nightPhone'
>;

const answersOf = (brief: BriefRow): BriefAnswers | null =>
  brief.submittedAt
    ? {
        guests: brief.guests,
        allAdults: brief.allAdults,
        menPresent: brief.menPresent,
        honoreeFirstName: brief.honoreeFirstName,
        access: brief.access,
        music: brief.music,
        theme: brief.theme,
        nightPhone: brief.nightPhone,
      }
    : null;

/**
 * Creates (or renews) a booking's brief link in the caller's transaction and queues its e-mail. The token is
 * random (never derived from the server secret, which every backup holds) and only its hash is stored.
 */
function sendBriefLink(tx: DbTransaction, booking: BookingRow, now: number): void {
  const { value, hash } = newSecret();
  const existing = tx.select({ id: partyBriefs.bookingId }).from(partyBriefs).where(eq(partyBriefs.bookingId, booking.id)).get();
  if (existing)
    tx.update(partyBriefs)
      .set({ tokenHash: hash, sentAt: new Date(now) })
      .where(eq(partyBriefs.bookingId, booking.id))
      .run();
  else
    tx.insert(partyBriefs)
      .values({ bookingId: booking.id, tokenHash: hash, sentAt: new Date(now) })
      .run();
  const o = { locale: booking.locale };
  const ref = bookingReference(booking.id);
  enqueueMail(
    tx,
    {
      to: booking.customerEmail,
      subject: m.pb_mail_subject({ ref }, o),
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.pb_mail_text({ ref }, o),
          { href: briefUrl(value, booking.locale), label: m.pb_mail_link({}, o) },
          m.mail_questions({ email: site.email }, o),
        ],
        footer: site.name,
        lang: booking.locale,
      }),
    },
    { kind: 'party-brief', bookingId: booking.id, holdsToken: true },
  );
}

/**
 * Sends the brief link of every held or confirmed booking due at `now` (from 7 days before until the brief
 * closes, so a booking made closer gets it on the next run) that has no live link, each once: none sent yet,
 * or one voided (migration 0028: the links keyed by the server secret), whose answers stay.
 */
export function runBriefLinks(db: Db, now: number): { sent: number } {
  const until = todayInBangkok(new Date(now + BRIEF_SEND_LEAD_MS));
  const from = todayInBangkok(new Date(now));
  return db.transaction(
    (tx) => {
      const due = tx
        // No row and a voided link both read null here.
        .select({ booking: bookings, brief: partyBriefs.tokenHash })
        .from(bookings)
        .leftJoin(partyBriefs, eq(partyBriefs.bookingId, bookings.id))
        .where(and(inArray(bookings.status, BRIEFED_STATUSES), ne(bookings.customerEmail, '')))
        .all()
        .filter(
          ({ booking, brief }) =>
            brief === null && booking.eventDate >= from && booking.eventDate <= until && briefLinkDue(startOf(booking), now),
        );
      for (const { booking } of due) sendBriefLink(tx, booking, now);
      return { sent: due.length };
    },
    { behavior: 'immediate' },
  );
}

/** The brief link job: every 15 minutes. */
export const briefLinkJob = defineJob({ name: 'party-brief-links', every: 15 * 60_000, run: runBriefLinks });

const linkError = (locale: Locale) => refuse(400, { code: 'brief_link_invalid', params: {} }, { locale });

/** The brief and its booking for a token (the e-mailed link's or the dashboard card's); 400 for an unknown token. */
function briefOfToken(db: Db | DbTransaction, token: string, locale: Locale) {
  const hash = linkSecretHash(token);
  if (!hash) throw linkError(locale);
  const found = db
    .select({ brief: partyBriefs, booking: bookings })
    .from(partyBriefs)
    .innerJoin(bookings, eq(bookings.id, partyBriefs.bookingId))
    .where(or(eq(partyBriefs.tokenHash, hash), eq(partyBriefs.cardTokenHash, hash)))
    .get();
  if (!found || !found.booking.customerEmail) throw linkError(locale);
  return found;
}

/** Throws 409 for a cancelled booking, or once the brief is closed (6 hours before the event, or past). */
function assertOpen(booking: BookingRow, now: number): void {
  const closed = (code: 'brief_booking_cancelled' | 'brief_closed') => refuse(409, { code, params: {} }, { locale: booking.locale });
  if (!BRIEFED_STATUSES.includes(booking.status)) throw closed('brief_booking_cancelled');
  if (!(now < startOf(booking) - BRIEF_EDIT_CLOSE_MS)) throw closed('brief_closed');
}

/** What the brief page shows for a link: the booking's reference, date and time, the brief so far and until when it can be changed. */
export interface BriefLinkView {
  reference: string;
  locale: Locale;
  eventDate: string;
  eventTime: string;
  written: BriefAnswers | null;
  /** Until when the brief can be written or changed (ISO). */
  openUntil: string;
}

/** What a followed brief link shows (a GET: changes nothing). 400 for a bad link, 409 once closed or cancelled. */
export function viewBriefLink(db: Db, token: string, locale: Locale, now = clock.now()): BriefLinkView {
  const { brief, booking } = briefOfToken(db, token, locale);
  assertOpen(booking, now);
  return {
    reference: bookingReference(booking.id),
    locale: booking.locale,
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    written: answersOf(brief),
    openUntil: new Date(startOf(booking) - BRIEF_EDIT_CLOSE_MS).toISOString(),
  };
}

/** Writes or changes the link's brief. 400 with the problems (booking's language) or a bad link; 409 once closed or cancelled. */
export function submitBrief(db: Db, token: string, input: BriefInput, locale: Locale, now = clock.now()): { openUntil: string } {
  return db.transaction(
    (tx) => {
      const { brief, booking } = briefOfToken(tx, token, locale);
      assertOpen(booking, now);
      const problems = briefProblems(input, booking.locale);
      const [first] = problems;
      if (first) throw new HttpError(400, first.message, problems, {}, { code: first.code, params: first.params });
      const text = (value: string) => value.trim() || null;
      tx.update(partyBriefs)
        .set({
          guests: input.guests,
          allAdults: input.allAdults,
          menPresent: input.menPresent,
          honoreeFirstName: text(input.honoreeFirstName),
          access: text(input.access),
          music: text(input.music),
          theme: text(input.theme),
          nightPhone: input.nightPhone.trim(),
          submittedAt: brief.submittedAt ?? new Date(now),
          updatedAt: new Date(now),
        })
        .where(eq(partyBriefs.bookingId, booking.id))
        .run();
      return { openUntil: new Date(startOf(booking) - BRIEF_EDIT_CLOSE_MS).toISOString() };
    },
    { behavior: 'immediate' },
  );
}

/** What the agency sees of a booking's brief: the answers (or null) and whether it shows "brief mancante". */
export interface AgencyBrief {
  sentAt: string | null;
  written: BriefAnswers | null;
  missing: boolean;
}

/** The party briefs of these bookings as stored, hashes of their links included (none for none). */
export function storedBriefs(db: Pick<Db, 'select'>, bookingIds: string[]): (typeof partyBriefs.$inferSelect)[] {
  return bookingIds.length ? db.select().from(partyBriefs).where(inArray(partyBriefs.bookingId, bookingIds)).all() : [];
}

/** The agency's view of the briefs of `rows` (Booking Details, the list, the calendar), by booking id. */
export function agencyBriefs(
  db: Pick<Db, 'select'>,
  rows: Pick<BookingRow, 'id' | 'eventDate' | 'eventTime' | 'status'>[],
  now = clock.now(),
): Map<string, AgencyBrief> {
  const found = storedBriefs(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(found.map((brief) => [brief.bookingId, brief]));
  return new Map(
    rows.map((row) => {
      const brief = byId.get(row.id);
      const written = brief ? answersOf(brief) : null;
      const missing = BRIEFED_STATUSES.includes(row.status) && briefMissing(startOf(row), written !== null, now);
      return [row.id, { sentAt: brief?.sentAt.toISOString() ?? null, written, missing }];
    }),
  );
}

/** The dashboard's brief card of a booking: the card's own link and whether the brief is written. */
export type CustomerBrief =
  | { url: string; written: boolean }
  /** Before its link goes out: the Bangkok day it opens (7 days before the event), so she knows when. */
  | { opensOn: string };

/**
 * The brief cards of a customer's `rows`, by booking id: each booking held or confirmed until 6 hours before, from
 * the booking on. Before its link goes out (7 days before) the card says the day it opens; then it carries the
 * link while the brief can be written or changed. A link's token is stored only
 * hashed, so the e-mailed one cannot be shown again: each card gets a new random link of its own, whose
 * hash replaces the card's previous one (the e-mailed link keeps working).
 */
export function customerBriefs(
  db: Db,
  rows: Pick<BookingRow, 'id' | 'eventDate' | 'eventTime' | 'status' | 'locale'>[],
  now = clock.now(),
): Map<string, CustomerBrief> {
  const open = rows.filter((row) => BRIEFED_STATUSES.includes(row.status) && now < startOf(row) - BRIEF_EDIT_CLOSE_MS);
  if (!open.length) return new Map();
  return db.transaction(
    (tx) => {
      const found = tx
        .select({ bookingId: partyBriefs.bookingId, submittedAt: partyBriefs.submittedAt })
        .from(partyBriefs)
        .where(
          inArray(
            partyBriefs.bookingId,
            open.map((row) => row.id),
          ),
        )
        .all();
      const cards = new Map<string, CustomerBrief>();
      for (const brief of found) {
        const row = open.find((r) => r.id === brief.bookingId)!;
        const { value, hash } = newSecret();
        tx.update(partyBriefs).set({ cardTokenHash: hash }).where(eq(partyBriefs.bookingId, row.id)).run();
        cards.set(row.id, { url: briefUrl(value, row.locale), written: brief.submittedAt !== null });
      }
      // The link goes out 7 days before (runBriefLinks): until then the card says when. A booking inside those
      // 7 days gets its link from the job's next run, and its card with it.
      for (const row of open)
        if (!cards.has(row.id) && now < startOf(row) - BRIEF_SEND_LEAD_MS) cards.set(row.id, { opensOn: addDays(row.eventDate, -7) });
      return cards;
    },
    { behavior: 'immediate' },
  );
}

/** What a performer sees of the brief: never the organiser's name, e-mail or phone (the agency stays between them). */
export type PerformerBrief = Pick<BriefRow, 'guests' | 'allAdults' | 'menPresent' | 'honoreeFirstName' | 'access' | 'music' | 'theme'>;

/**
 * The briefs the performer sees of `rows` (their own bookings, not cancelled), by booking id: each written
 * brief from 24 hours before its event; none before.
 */
export function performerBriefs(
  db: Pick<Db, 'select'>,
  rows: { id: string; eventDate: string; eventTime: string; status: BookingStatus }[],
  now = clock.now(),
): Map<string, PerformerBrief> {
  const shown = rows.filter((row) => row.status !== 'cancelled' && now >= startOf(row) - BRIEF_PERFORMER_FROM_MS);
  if (!shown.length) return new Map();
  const found = db
    .select({
      bookingId: partyBriefs.bookingId,
      guests: partyBriefs.guests,
      allAdults: partyBriefs.allAdults,
      menPresent: partyBriefs.menPresent,
      honoreeFirstName: partyBriefs.honoreeFirstName,
      access: partyBriefs.access,
      music: partyBriefs.music,
      theme: partyBriefs.theme,
    })
    .from(partyBriefs)
    .where(
      and(
        inArray(
          partyBriefs.bookingId,
          shown.map((row) => row.id),
        ),
        isNotNull(partyBriefs.submittedAt),
      ),
    )
    .all();
  return new Map(found.map(({ bookingId, ...brief }) => [bookingId, brief]));
}
