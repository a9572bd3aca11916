/**
 * The admin calendar's data: the held bookings and the performers' time off in a range of Bangkok
 * days. Only what the calendar draws: no customer, no price, no address (Booking Details asks for the
 * rest of one booking when the admin opens it).
 */
import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import { bookings, performers, performerTimeOff, type PerformerRole } from '@db/schema';
import { lineUps, type LineUp } from '@/features/booking/line-up.server';
import type { Db } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { HOLDS_PERFORMERS, type BookedShow } from '@/features/booking-life/statuses';
import { addDays, minuteOfDay } from '@/lib/event-time';
import { serviceName } from '@/features/booking/service-name';
import { agencyBriefs } from '@/features/party-brief/brief.server';
import { nightStates, nightView, type NightView } from '@/features/night-status/night-status.server';
import type { CalendarQuery } from './calendar.schema';
import * as clock from '@/lib/clock';

/** A held booking as the calendar shows it. */
export interface CalendarBooking extends BookedShow {
  /** Every service chosen, 'TOPLESS + DOUBLE TROUBLE'. */
  serviceType: string;
  /** The city key (one of CITIES). */
  location: string | null;
  performers: { id: string; name: string; role: PerformerRole }[];
}

/**
 * A booking of the admin calendar: as held, each performer with his status on the night (features/night-status),
 * and "brief mancante" (no party brief 48 hours before; features/party-brief).
 */
export interface CalendarRangeBooking extends Omit<CalendarBooking, 'performers'> {
  performers: (CalendarBooking['performers'][number] & { night: NightView })[];
  briefMissing: boolean;
}

/** A performer's time off that touches the range. */
export interface CalendarTimeOff {
  id: string;
  performerId: string;
  performerName: string;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
}

/** Bangkok midnight at the start of a YYYY-MM-DD date, as an instant. */
export function bangkokMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

/** Held bookings from `from` on (to `to` when given, both included), in time order, with their performers; at most `limit`. */
export function heldBookings(db: Db, range: { from: string; to?: string }, limit = -1): CalendarBooking[] {
  const rows = db
    .select({
      id: bookings.id,
      status: bookings.status,
      eventDate: bookings.eventDate,
      eventTime: bookings.eventTime,
      duration: bookings.duration,
      serviceType: bookings.serviceType,
      additionalData: bookings.additionalData,
      location: bookings.location,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, HOLDS_PERFORMERS),
        gte(bookings.eventDate, range.from),
        range.to ? lte(bookings.eventDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(bookings.eventDate), asc(bookings.eventTime), asc(bookings.id))
    .limit(limit)
    .all();
  const cast = lineUps(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ additionalData, ...row }) => ({
    ...row,
    serviceType: serviceName({ additionalData, serviceType: row.serviceType }),
    reference: bookingReference(row.id),
    performers: castOf(cast.get(row.id)!),
  }));
}

/** A line-up as the calendar lists it: by name, a performer booked as both stripper and waiter once (one person at the event, as stripper). */
function castOf(lineUp: LineUp): CalendarBooking['performers'] {
  const roles: PerformerRole[] = ['stripper', 'waiter'];
  const all = roles.flatMap((role) => lineUp[role].map((p) => ({ ...p, role })));
  return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The held bookings in the range (by time; with those of the day before that run past midnight) and the time off overlapping it (by start). */
export function calendarRange(
  db: Db,
  range: CalendarQuery,
  now = clock.now(),
): { bookings: CalendarRangeBooking[]; timeOff: CalendarTimeOff[] } {
  const timeOff = db
    .select({
      id: performerTimeOff.id,
      performerId: performerTimeOff.performerId,
      performerName: performers.name,
      startsAt: performerTimeOff.startsAt,
      endsAt: performerTimeOff.endsAt,
      note: performerTimeOff.note,
    })
    .from(performerTimeOff)
    .innerJoin(performers, eq(performers.id, performerTimeOff.performerId))
    .where(
      and(lt(performerTimeOff.startsAt, bangkokMidnight(addDays(range.to, 1))), gt(performerTimeOff.endsAt, bangkokMidnight(range.from))),
    )
    .orderBy(asc(performerTimeOff.startsAt), asc(performers.name))
    .all();
  // A show from the evening before that runs past midnight also takes time on the first day.
  const spills = (b: CalendarBooking) => b.eventDate >= range.from || minuteOfDay(b.eventTime) + b.duration > 1440;
  const held = heldBookings(db, { from: addDays(range.from, -1), to: range.to }).filter(spills);
  const briefs = agencyBriefs(db, held, now);
  const nights = nightStates(
    db,
    held.map((booking) => booking.id),
  );
  return {
    bookings: held.map((booking) => ({
      ...booking,
      performers: booking.performers.map((performer) => ({ ...performer, night: nightView(nights.get(booking.id)?.get(performer.id)) })),
      briefMissing: briefs.get(booking.id)?.missing ?? false,
    })),
    timeOff,
  };
}
