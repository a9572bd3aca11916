/**
 * The performer's status on the night (issue 47): stored per booking and performer with its times
 * (`night_statuses`), in the order night-rules.ts allows; the customer's e-mail at the first "On my way"
 * (outbox, the booking's language); what the customer's summary and dashboard show (EN, TH) and what the
 * agency's calendar shows. Who may say a status for which booking is the performer portal's concern.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookingPerformers, bookings, nightStatuses, performers } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { renderMail } from '@/lib/server/mail-layout';
import { enqueueMail } from '@/features/notifications/outbox.server';
import { summaryUrl } from '@/features/booking/booking.mail';
import { bookingReference } from '@/lib/booking-reference';
import { showEnd, showStart, type ShowTime } from '@/features/booking-life/statuses';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';
import type { NightStatusInput } from './night-status.schema';
import { latestStatus, NO_NIGHT, nightLive, orderProblem, type NightState, type NightStatus } from './night-rules';
import * as clock from '@/lib/clock';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** A booking's start and end instants (ms): booking-life's. */
export function nightBounds(booking: ShowTime): { start: number; end: number } {
  return { start: showStart(booking), end: showEnd(booking) };
}

const stateOf = (row: typeof nightStatuses.$inferSelect): NightState => ({
  onMyWayAt: row.onMyWayAt?.getTime() ?? null,
  etaMinutes: row.etaMinutes,
  arrivedAt: row.arrivedAt?.getTime() ?? null,
  finishedAt: row.finishedAt?.getTime() ?? null,
});

/** The stored nights of `bookingIds`: by booking id, then performer id (a performer who said nothing has none). */
export function nightStates(db: Reader, bookingIds: string[]): Map<string, Map<string, NightState>> {
  const byBooking = new Map<string, Map<string, NightState>>();
  for (let i = 0; i < bookingIds.length; i += 500) {
    const rows = db
      .select()
      .from(nightStatuses)
      .where(inArray(nightStatuses.bookingId, bookingIds.slice(i, i + 500)))
      .all();
    for (const row of rows) {
      const nights = byBooking.get(row.bookingId) ?? new Map<string, NightState>();
      nights.set(row.performerId, stateOf(row));
      byBooking.set(row.bookingId, nights);
    }
  }
  return byBooking;
}

/** One performer's night as the pages show it: the latest status, when it was said (ISO) and the minutes given with "On my way". */
export interface NightView {
  status: NightStatus | null;
  at: string | null;
  etaMinutes: number | null;
}

/** The view of a stored night (or of none). */
export function nightView(state: NightState = NO_NIGHT): NightView {
  const status = latestStatus(state);
  const at = status === 'finished' ? state.finishedAt : status === 'arrived' ? state.arrivedAt : state.onMyWayAt;
  return { status, at: at === null ? null : new Date(at).toISOString(), etaMinutes: status === 'on-my-way' ? state.etaMinutes : null };
}

/** The booking and performer a status is said for, as the performer portal has checked them. */
export interface NightSubject {
  bookingId: string;
  performerId: string;
  performerName: string;
  /** The show's start (ms): "Finished" only from then on. */
  start: number;
}

/**
 * Stores a status in the caller's transaction, in the order night-rules.ts allows (409 with the reason
 * otherwise, nothing changed); the first "On my way" queues the customer's e-mail. Answers the night as stored.
 */
export function recordNightStatus(tx: DbTransaction, subject: NightSubject, input: NightStatusInput, now: number): NightView {
  const key = and(eq(nightStatuses.bookingId, subject.bookingId), eq(nightStatuses.performerId, subject.performerId));
  const stored = tx.select().from(nightStatuses).where(key).get();
  const state = stored ? stateOf(stored) : NO_NIGHT;
  const problem = orderProblem(state, input.status, { start: subject.start, now });
  if (problem) throw refuse(409, problem);
  const at = new Date(now);
  const change =
    input.status === 'on-my-way'
      ? { onMyWayAt: at, etaMinutes: input.minutes }
      : input.status === 'arrived'
        ? { arrivedAt: at }
        : { finishedAt: at };
  tx.insert(nightStatuses)
    .values({ bookingId: subject.bookingId, performerId: subject.performerId, ...change })
    .onConflictDoUpdate({ target: [nightStatuses.bookingId, nightStatuses.performerId], set: change })
    .run();
  if (input.status === 'on-my-way' && state.onMyWayAt === null) queueOnMyWayMail(tx, subject, input.minutes);
  return nightView(stateOf(tx.select().from(nightStatuses).where(key).get()!));
}

/** Tells the customer, in the booking's language, that a performer is on his way and in how many minutes he expects to arrive. */
function queueOnMyWayMail(tx: DbTransaction, subject: NightSubject, minutes: number): void {
  const booking = tx
    .select({ id: bookings.id, customerName: bookings.customerName, customerEmail: bookings.customerEmail, locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.id, subject.bookingId))
    .get();
  if (!booking?.customerEmail) return;
  const o = { locale: booking.locale };
  const ref = bookingReference(booking.id);
  enqueueMail(
    tx,
    {
      to: booking.customerEmail,
      subject: m.nt_mail_subject({ name: subject.performerName, ref }, o),
      ...renderMail({
        blocks: [
          m.mail_dear({ name: booking.customerName }, o),
          m.nt_mail_text({ name: subject.performerName, minutes }, o),
          { href: summaryUrl(booking.id, booking.locale), label: m.nt_mail_link({}, o) },
          m.mail_questions({ email: site.email }, o),
        ],
        footer: site.name,
        lang: booking.locale,
      }),
    },
    { kind: 'night-on-my-way', bookingId: booking.id },
  );
}

/** What the customer sees of the night: each performer who said something, and whether the page follows it (polls). */
export interface CustomerNight {
  live: boolean;
  performers: (NightView & { name: string })[];
}

/**
 * The night of each of `rows` as its customer sees it, by booking id: for a confirmed booking while it
 * runs (3 hours either side), or once a performer has said something; absent otherwise.
 */
export function customerNights(
  db: Reader,
  rows: { id: string; status: string; eventDate: string; eventTime: string; duration: number }[],
  now = clock.now(),
): Map<string, CustomerNight> {
  const shown = rows.filter((row) => row.status === 'confirmed' || row.status === 'completed');
  const ids = shown.map((row) => row.id);
  const states = nightStates(db, ids);
  const names = ids.length
    ? db
        .selectDistinct({ bookingId: bookingPerformers.bookingId, id: performers.id, name: performers.name })
        .from(bookingPerformers)
        .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
        .where(inArray(bookingPerformers.bookingId, ids))
        .orderBy(asc(performers.name))
        .all()
    : [];
  const nights = new Map<string, CustomerNight>();
  for (const row of shown) {
    const { start, end } = nightBounds(row);
    const said = names
      .filter((p) => p.bookingId === row.id)
      .map((p) => ({ name: p.name, ...nightView(states.get(row.id)?.get(p.id)) }))
      .filter((p) => p.status !== null);
    const live = row.status === 'confirmed' && nightLive(start, end, now);
    if (live || said.length) nights.set(row.id, { live, performers: said });
  }
  return nights;
}

/** One booking's night for its customer (the summary's poll): absent (`live: false`, no one) when there is none to show. */
export function customerNight(db: Reader, booking: Parameters<typeof customerNights>[1][number], now = clock.now()): CustomerNight {
  return customerNights(db, [booking], now).get(booking.id) ?? { live: false, performers: [] };
}
