/**
 * "Sostituisci": the agency moves a booking from one performer to another. The performers offered are
 * those the one availability rule finds free at the booking's time in its city (availabilityInCity,
 * which reads worksIn) and who take the same role (takesRole), each with their answers history. The
 * move is checked again and written in one immediate transaction with the customer's e-mail. The
 * performers are stored in the slots only, so every view follows them: the performers' pages, feeds and
 * e-mails (features/performer-portal), the summary, the lists and the CSV.
 * Money is stored and is not recomputed: the replacement keeps the agreed total, advance and cash.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isClosed } from '@/features/booking-life/statuses';
import { bookingPerformers, bookings, performerAssignments, performers, type PerformerAnswer, type PerformerRole } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { availabilityInCity, clashesAt, type Clash } from '@/features/availability/availability.server';
import { writePerformerSlots } from '@/features/booking/booking.server';
import type { BookedPerformer } from '@/features/booking/line-up.server';
import { takesRole } from '@/features/performers/performer-filter';
import { worksIn } from '@/features/performers/works-in';
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';
import { hasCustomerEmail } from './agency-confirmation.server';
import { findBooking, type AdminBooking } from './manage-bookings.server';
import { queueReplacementNotice } from './replacement.mail';
import * as clock from '@/lib/clock';

/** How many of a performer's latest answers the list shows beside their counts. */
const RECENT_ANSWERS = 3;

/** A performer's answers to the bookings they were put on: counts and the latest ones. */
export interface AnswersHistory {
  accepted: number;
  declined: number;
  recent: { answer: PerformerAnswer; at: string }[];
}

/** A performer the agency may put on the booking instead: free, of the city and the role. */
export interface ReplacementCandidate {
  id: string;
  name: string;
  answers: AnswersHistory;
}

/** What "Sostituisci" offers for one performer of a booking. */
export interface ReplacementOptions {
  from: { id: string; name: string; roles: PerformerRole[] };
  candidates: ReplacementCandidate[];
}

/** The 409 of a clash: held by another booking or on time off. */
const clashRefusal = (clash: Clash) =>
  refuse(409, { code: 'replacement_clash', params: { kind: clash.kind, name: clash.name, date: clash.eventDate } }, { field: 'to' });

type Row = typeof bookings.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The booking, open to a replacement (not over, not cancelled, not started); 404 or 409 in Italian otherwise. */
function openBooking(db: Reader, id: string, now: number): Row {
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row) throw agencyBookingNotFound();
  if (isClosed(row.status)) {
    throw refuse(409, { code: 'replacement_closed', params: { status: row.status } });
  }
  if (bangkokInstant(row.eventDate, minuteOfDay(row.eventTime)) <= now) {
    throw refuse(409, { code: 'replacement_started', params: {} });
  }
  return row;
}

/** The booking's slots, and the roles and name of the performer to replace (400 on `from` when they are not on it). */
function slotsOf(db: Reader, row: Row, fromId: string) {
  // rowid: the order they were put on the booking, which the new performer takes over.
  const slots = db
    .select()
    .from(bookingPerformers)
    .where(eq(bookingPerformers.bookingId, row.id))
    .orderBy(asc(sql`${bookingPerformers}.rowid`))
    .all();
  const roles = slots.filter((s) => s.performerId === fromId).map((s) => s.role);
  if (roles.length === 0) throw refuse(400, { code: 'replacement_from_missing', params: {} }, { field: 'from' });
  const from = db.select({ id: performers.id, name: performers.name }).from(performers).where(eq(performers.id, fromId)).get()!;
  return { slots, roles, from };
}

/** Each performer's answers history (accepted and declined counts, the latest answers first). */
export function answersHistory(db: Reader, ids: string[]): Map<string, AnswersHistory> {
  const result = new Map<string, AnswersHistory>(ids.map((id) => [id, { accepted: 0, declined: 0, recent: [] }]));
  if (ids.length === 0) return result;
  const rows = db
    .select({ performerId: performerAssignments.performerId, answer: performerAssignments.answer, at: performerAssignments.answeredAt })
    .from(performerAssignments)
    .where(and(inArray(performerAssignments.performerId, ids), isNotNull(performerAssignments.answer)))
    .orderBy(desc(performerAssignments.answeredAt))
    .all();
  for (const { performerId, answer, at } of rows) {
    const history = result.get(performerId)!;
    history[answer!] += 1;
    if (history.recent.length < RECENT_ANSWERS && at) history.recent.push({ answer: answer!, at: at.toISOString() });
  }
  return result;
}

/** The performers who could take `fromId`'s place on the booking, in display order, with their answers history. */
export function replacementOptions(db: Db, bookingId: string, fromId: string, now = clock.now()): ReplacementOptions {
  const row = openBooking(db, bookingId, now);
  const { slots, roles, from } = slotsOf(db, row, fromId);
  const onBooking = new Set(slots.map((s) => s.performerId));
  const free = availabilityInCity(db, {
    city: row.location ?? '',
    eventDate: row.eventDate,
    start: minuteOfDay(row.eventTime),
    duration: row.duration,
  })
    .filter((p) => p.available && !onBooking.has(p.id))
    .map((p) => p.id);
  const found = free.length
    ? db
        .select({ id: performers.id, name: performers.name, tags: performers.tags })
        .from(performers)
        .where(inArray(performers.id, free))
        .all()
    : [];
  const fitting = free.map((id) => found.find((p) => p.id === id)!).filter((p) => roles.every((role) => takesRole(p, role)));
  const history = answersHistory(
    db,
    fitting.map((p) => p.id),
  );
  return {
    from: { ...from, roles },
    candidates: fitting.map((p) => ({ id: p.id, name: p.name, answers: history.get(p.id)! })),
  };
}

/** What a replacement did: the booking after it and the two performers by name (for the activity record). */
export interface Replacement {
  booking: AdminBooking;
  from: BookedPerformer;
  to: BookedPerformer;
}

/**
 * Moves the booking from one performer to another in one immediate transaction: the new performer must
 * be bookable, work in the booking's city, take each role the old one held and be free at its time
 * (checked again inside the write); the customer's e-mail (the new stage name and profile) is queued
 * with it. Nothing changes on a refusal. Throws 404, 409 (over, started, not free) or 400 (not of the
 * booking, the city or the role) with an Italian message.
 */
export function replacePerformer(db: Db, bookingId: string, fromId: string, toId: string, now = clock.now()): Replacement {
  const result = db.transaction(
    (tx) => {
      const row = openBooking(tx, bookingId, now);
      const { slots, roles, from } = slotsOf(tx, row, fromId);
      const to = tx.select().from(performers).where(eq(performers.id, toId)).get();
      if (!to) throw refuse(400, { code: 'replacement_to_unknown', params: {} }, { field: 'to' });
      if (slots.some((s) => s.performerId === to.id))
        throw refuse(400, { code: 'replacement_to_taken', params: { name: to.name } }, { field: 'to' });
      if (!to.isAvailable) throw refuse(400, { code: 'replacement_to_unbookable', params: { name: to.name } }, { field: 'to' });
      if (!worksIn(to, row.location))
        throw refuse(400, { code: 'replacement_to_elsewhere', params: { name: to.name, city: row.location } }, { field: 'to' });
      const missing = roles.find((role) => !takesRole(to, role));
      if (missing) throw refuse(400, { code: 'replacement_to_role', params: { name: to.name, role: missing } }, { field: 'to' });
      const slot = slots.find((s) => s.performerId === fromId)!;
      const [clash] = clashesAt(tx, {
        performerIds: [to.id],
        eventDate: slot.eventDate,
        start: slot.startMinute,
        end: slot.endMinute,
        exceptBookingId: bookingId,
      });
      if (clash) throw clashRefusal(clash);

      const ids = (role: PerformerRole) =>
        roles.includes(role)
          ? slots.filter((s) => s.role === role).map((s) => (s.performerId === fromId ? to.id : s.performerId))
          : undefined;
      writePerformerSlots(
        tx,
        bookingId,
        { eventDate: slot.eventDate, startMinute: slot.startMinute, endMinute: slot.endMinute },
        { stripper: ids('stripper'), waiter: ids('waiter') },
      );
      // Put back on a booking they once left, the new performer is asked afresh (their page shows accept / decline).
      tx.update(performerAssignments)
        .set({ answer: null, reason: null, answeredAt: null })
        .where(and(eq(performerAssignments.bookingId, bookingId), eq(performerAssignments.performerId, to.id)))
        .run();
      // A request's address was never confirmed: nothing is mailed to it (as with the agency's edit).
      if (row.status !== 'requested' && hasCustomerEmail(row)) queueReplacementNotice(tx, row, from.name, to);
      return { from, to: { id: to.id, name: to.name } };
    },
    { behavior: 'immediate' },
  );
  return { ...result, booking: findBooking(db, bookingId)! };
}
