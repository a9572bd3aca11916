/**
 * Performers' days off: the admin adds and removes stretches of time off. The availability rule
 * (features/availability) reads them, so a performer off at a slot is neither shown free nor bookable.
 * Adding time off over bookings already held is allowed (the agency may have to rearrange them),
 * and the answer names those bookings so the admin is warned.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { performers, performerTimeOff } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse, HttpError } from '@/lib/server/http';
import { performerNotFound } from '@/features/performers/manage-performers.server';
import { bookingReference } from '@/lib/booking-reference';
import { heldBookingsDuring } from '@/features/availability/availability.server';
import type { TimeOffInput } from './time-off.schema';
import * as clock from '@/lib/clock';

/** One stored stretch of time off. */
export type TimeOff = typeof performerTimeOff.$inferSelect;

/** A held booking the new time off overlaps: its reference and Bangkok date and start time. */
export interface OverlappingBooking {
  reference: string;
  eventDate: string;
  eventTime: string;
}

/** The 404 of a time off the performer does not have: 'Time off not found', code `time_off_not_found`. */
export const timeOffNotFound = (): HttpError => refuse(404, { code: 'time_off_not_found', params: {} });

/** The performer's id, or the 404 the routes answer for an unknown one. */
function knownPerformer(db: Pick<Db, 'select'>, performerId: string): string {
  const performer = db.select({ id: performers.id }).from(performers).where(eq(performers.id, performerId)).get();
  if (!performer) throw performerNotFound();
  return performer.id;
}

/** The performer's time off that has not ended yet, earliest first; 404 for an unknown performer. */
export function listTimeOff(db: Db, performerId: string, now = clock.now()): TimeOff[] {
  const id = knownPerformer(db, performerId);
  return db
    .select()
    .from(performerTimeOff)
    .where(and(eq(performerTimeOff.performerId, id), gt(performerTimeOff.endsAt, new Date(now))))
    .orderBy(asc(performerTimeOff.startsAt))
    .all();
}

/** The 409 a performer gets for time off over a booking they hold: the bookings named, so they talk to the agency. */
export class TimeOffConflictError extends HttpError {
  constructor(readonly overlapping: OverlappingBooking[]) {
    const named = overlapping.map((b) => `#${b.reference} (${b.eventDate} at ${b.eventTime})`).join(', ');
    super(409, `This time off overlaps your booking ${named}. Please talk to the agency.`);
  }
}

/**
 * Stores time off and names the held bookings it overlaps; the admin's is saved all the same, while
 * with `refuseOverlap` (the performer's own) an overlap is refused with TimeOffConflictError and nothing is saved.
 * 404 for an unknown performer.
 */
export function addTimeOff(
  db: Db,
  performerId: string,
  input: TimeOffInput,
  options: { refuseOverlap?: boolean } = {},
): { timeOff: TimeOff; overlapping: OverlappingBooking[] } {
  return db.transaction(
    (tx) => {
      const id = knownPerformer(tx, performerId);
      const timeOff = tx
        .insert(performerTimeOff)
        .values({ performerId: id, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), note: input.note || null })
        .returning()
        .get();
      const overlapping = heldBookingsDuring(tx, id, input.startsAt, input.endsAt).map((b) => ({
        reference: bookingReference(b.bookingId),
        eventDate: b.eventDate,
        eventTime: b.eventTime,
      }));
      if (overlapping.length && options.refuseOverlap) throw new TimeOffConflictError(overlapping);
      return { timeOff, overlapping };
    },
    { behavior: 'immediate' },
  );
}

/** Removes one stretch of the performer's time off; false when there is none with that id. */
export function removeTimeOff(db: Db, performerId: string, timeOffId: string): boolean {
  return (
    db
      .delete(performerTimeOff)
      .where(and(eq(performerTimeOff.id, timeOffId), eq(performerTimeOff.performerId, performerId)))
      .run().changes > 0
  );
}
