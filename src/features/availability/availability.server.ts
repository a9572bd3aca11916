/**
 * The one rule of when a performer is free for a slot: no booking in a holding status overlaps it
 * (shows may run past midnight, so the slots of the day before and the day after count too) and no
 * time off overlaps it. Every write that makes a booking hold performers (the request, the customer's
 * address confirmation, the admin's status change and agency confirmation, the customer's changes)
 * asserts it here (assertNoConflict, assertBookingFree) and the public availability answer asks it
 * too, so what the form shows free is what the booking accepts.
 */
import { worksInSql } from '@/features/performers/works-in.server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingPerformers, bookings, performers } from '@db/schema';
// The set lives in db/statuses.ts (booking-life/statuses.ts says it to everyone else): booking-life imports this
// module's conflict check, so reading the set from booking-life would make a loop between the two features.
import { HOLDS_PERFORMERS, type BookingStatus } from '@db/statuses';
import { perConnection, type Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { addDays, bangkokInstant, minuteOfDay, todayInBangkok } from '@/lib/event-time';
import type { ErrorReason } from '@/lib/error-codes';
import { refusalText } from '@/lib/server/refusal-text';

/** A slot asked about: performers, the Bangkok event date, minutes after its midnight (end may pass 1440). */
export interface SlotQuery {
  performerIds: string[];
  eventDate: string;
  start: number;
  end: number;
  /** The booking being checked itself (its own slots never clash with it). */
  exceptBookingId?: string;
}

/** Why a performer is not free: a held booking (on its event date) or time off. */
export interface Clash {
  performerId: string;
  name: string;
  kind: 'booked' | 'off';
  /** The event date of the clashing booking, or the asked slot's date for time off. */
  eventDate: string;
}

type Reader = Pick<Db, 'select'>;

interface ClashParams {
  ids: string;
  before: string;
  day: string;
  after: string;
  start: number;
  end: number;
  except: string | null;
}

// Asked on every booking, inside the write transaction: compiled once per connection. The slots are
// found through booking_performers_slot_idx by performer and by the three event dates (the index's two
// columns; an OR of dates would make SQLite read every slot the performer ever had) and kept to those that
// overlap the slot before any is joined to its booking (materialized: joined first, every slot of those days
// was looked up in bookings, twice the time with a day of twelve shows).
export const clashStatements = perConnection((client) => ({
  booked: client.prepare<ClashParams, { performerId: string; name: string; eventDate: string }>(`
    WITH overlapping AS MATERIALIZED (
      SELECT bp.booking_id, bp.performer_id, bp.event_date
      FROM booking_performers bp
      WHERE bp.performer_id IN (SELECT value FROM json_each(@ids))
        AND bp.event_date IN (@before, @day, @after)
        AND bp.booking_id IS NOT @except
        AND ((bp.event_date = @day AND bp.start_minute < @end AND bp.end_minute > @start)
          OR (bp.event_date = @before AND bp.end_minute > 1440 + @start)
          OR (bp.event_date = @after AND bp.start_minute + 1440 < @end)))
    SELECT o.performer_id AS performerId, p.name AS name, o.event_date AS eventDate
    FROM overlapping o
    CROSS JOIN bookings b ON b.id = o.booking_id
    CROSS JOIN performers p ON p.id = o.performer_id
    WHERE b.status IN (${HOLDS_PERFORMERS.map((status) => `'${status}'`).join(', ')})`),
  off: client.prepare<{ ids: string; from: number; until: number }, { performerId: string; name: string }>(`
    SELECT t.performer_id AS performerId, p.name AS name
    FROM performer_time_off t
    CROSS JOIN performers p ON p.id = t.performer_id
    WHERE t.performer_id IN (SELECT value FROM json_each(@ids)) AND t.starts_at < @until AND t.ends_at > @from`),
}));

/** Every reason the given performers are not free for the slot (empty when all are free). */
export function clashesAt(tx: Reader, slot: SlotQuery): Clash[] {
  if (slot.performerIds.length === 0) return [];
  const { eventDate: d, start, end } = slot;
  const ids = JSON.stringify(slot.performerIds);
  const { booked, off } = clashStatements(tx);
  const held = booked.all({ ids, before: addDays(d, -1), day: d, after: addDays(d, 1), start, end, except: slot.exceptBookingId ?? null });
  const away = off.all({ ids, from: bangkokInstant(d, start), until: bangkokInstant(d, end) });
  return [...held.map((b) => ({ ...b, kind: 'booked' as const })), ...away.map((o) => ({ ...o, kind: 'off' as const, eventDate: d }))];
}

/** The coded reason of a clash: `performer_booked` or `performer_off`, naming the performer and the day. */
export function clashReason(clash: Clash): ErrorReason<'performer_booked' | 'performer_off'> {
  const params = { name: clash.name, date: clash.eventDate };
  return clash.kind === 'booked' ? { code: 'performer_booked', params } : { code: 'performer_off', params };
}

/** A performer already booked (or off) at an overlapping time: a 409 whose message names the conflict, with its code. */
export class BookingConflictError extends HttpError {
  constructor(readonly clash: Clash) {
    const reason = clashReason(clash);
    super(409, refusalText(reason), undefined, {}, reason);
  }
}

/** Throws BookingConflictError when a performer is not free for the slot: held elsewhere (including across midnight) or off. */
export function assertNoConflict(tx: Pick<Db, 'select'>, slot: SlotQuery): void {
  const [clash] = clashesAt(tx, slot);
  if (clash) throw new BookingConflictError(clash);
}

/** Throws BookingConflictError when one of this booking's performers is held by another booking or off at its time (before it starts holding them). */
export function assertBookingFree(
  tx: Pick<Db, 'select'>,
  booking: { id: string; eventDate: string; eventTime: string; duration: number },
): void {
  const rows = tx
    .select({ id: bookingPerformers.performerId })
    .from(bookingPerformers)
    .where(eq(bookingPerformers.bookingId, booking.id))
    .all();
  const start = minuteOfDay(booking.eventTime);
  assertNoConflict(tx, {
    performerIds: [...new Set(rows.map((r) => r.id))],
    eventDate: booking.eventDate,
    start,
    end: start + booking.duration,
    exceptBookingId: booking.id,
  });
}

/** A slot in a city asked by the booking form: Bangkok date, HH:MM start minute and length in minutes. */
export interface CitySlot {
  city: string;
  eventDate: string;
  start: number;
  duration: number;
}

/** One row of the public availability answer: a performer's id and whether they are free (nothing else). */
export interface PerformerAvailability {
  id: string;
  available: boolean;
}

/** Whether each bookable performer of the city is free for the slot, in display order (nothing else is told). */
export function availabilityInCity(db: Reader, slot: CitySlot): PerformerAvailability[] {
  const inCity = db
    .select({ id: performers.id })
    .from(performers)
    .where(and(eq(performers.isAvailable, true), worksInSql(slot.city)))
    .orderBy(asc(performers.displayOrder), asc(performers.name))
    .all()
    .map((p) => p.id);
  const busy = new Set(
    clashesAt(db, { performerIds: inCity, eventDate: slot.eventDate, start: slot.start, end: slot.start + slot.duration }).map(
      (c) => c.performerId,
    ),
  );
  return inCity.map((id) => ({ id, available: !busy.has(id) }));
}

/**
 * A performer's places on bookings in one of `statuses` (by default those that hold him): the condition on
 * booking_performers joined with bookings.
 */
export const performerPlaces = (performerId: string, statuses: readonly BookingStatus[] = HOLDS_PERFORMERS) =>
  and(eq(bookingPerformers.performerId, performerId), inArray(bookings.status, statuses));

/** A held booking that overlaps a stretch of time off, by its reference and Bangkok date and time. */
export interface HeldOverlap {
  bookingId: string;
  eventDate: string;
  eventTime: string;
  startMinute: number;
  endMinute: number;
}

/** The held bookings of a performer whose slots overlap [startsAt, endsAt) (ms since the epoch). */
export function heldBookingsDuring(db: Reader, performerId: string, startsAt: number, endsAt: number): HeldOverlap[] {
  const bangkokDate = (ms: number) => todayInBangkok(new Date(ms));
  // A slot starts on its event date and may end the next day: look one day before the range too.
  const rows = db
    .select({
      bookingId: bookingPerformers.bookingId,
      eventDate: bookingPerformers.eventDate,
      eventTime: bookings.eventTime,
      startMinute: bookingPerformers.startMinute,
      endMinute: bookingPerformers.endMinute,
    })
    .from(bookingPerformers)
    .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
    .where(
      and(
        performerPlaces(performerId),
        sql`${bookingPerformers.eventDate} between ${addDays(bangkokDate(startsAt), -1)} and ${bangkokDate(endsAt)}`,
      ),
    )
    .orderBy(asc(bookingPerformers.eventDate), asc(bookingPerformers.startMinute))
    .all();
  // One booking may hold the performer twice (as stripper and as waiter): it is listed once.
  const seen = new Set<string>();
  return rows.filter((r) => {
    const overlaps = bangkokInstant(r.eventDate, r.startMinute) < endsAt && bangkokInstant(r.eventDate, r.endMinute) > startsAt;
    if (!overlaps || seen.has(r.bookingId)) return false;
    seen.add(r.bookingId);
    return true;
  });
}
