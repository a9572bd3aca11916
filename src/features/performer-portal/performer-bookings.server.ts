/**
 * What a performer sees of the bookings they are on. The agency stays between performer and customer:
 * no customer name, e-mail, phone or request is ever read here; the venue's address, and the brief's
 * "how to get in", only once the booking is confirmed and from PERFORMER_ADDRESS_HOURS before the event;
 * the address, the agency's note and the brief not at all while he has declined. Every read and write is
 * scoped to the signed-in performer, so another performer's booking (or one he was taken off) is simply
 * not found (404).
 */
import { BEYOND_REQUEST, type BookedShow } from '@/features/booking-life/statuses';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { bookingPerformers, bookings, performerAssignments, performers, type BookingStatus, type PerformerAnswer } from '@db/schema';
import { CITY_NAMES, isCity } from '@/content/cities';
import { serviceName } from '@/features/booking/service-name';
import { performerAddressHours } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';
import { performerBriefs, type PerformerBrief } from '@/features/party-brief/brief.server';
import { nightRefusal } from '@/features/night-status/night-rules';
import { nightBounds, nightStates, nightView, type NightView } from '@/features/night-status/night-status.server';
import { bookingNotFound } from '@/lib/server/booking-link-refusals';
import * as clock from '@/lib/clock';
import { performerPlaces } from '@/features/availability/availability.server';
import { cashCollectors } from './cash-collector.server';

/** Statuses a performer sees: a request not yet confirmed by its customer holds nobody and is not theirs yet. */
export const VISIBLE_STATUSES = BEYOND_REQUEST;
/** Days a past assignment stays on the performer's page. */
export const PAST_DAYS = 30;

/** One assignment as the performer's page shows it. */
export interface PerformerBooking extends BookedShow {
  /** The city's key (cities.ts), for its name in the portal's language; `city` is its English name. */
  location: string;
  city: string;
  services: string;
  roles: string[];
  venueType: string | null;
  /** The cash the performers collect on the night: the booking's stored cash amount (THB). */
  cashAmount: number;
  /** Who collects that cash for the whole booking (cash-collector.server.ts): null when he does himself. */
  cashCollectedBy: string | null;
  otherPerformers: string[];
  /** What the agency wants the performers to know; null while he has declined. */
  note: string | null;
  /** The venue's address, or null until it may be shown (never while he has declined). */
  address: string | null;
  /** When the address will show (ISO), for a booking whose address is still hidden. */
  addressFrom: string;
  answer: PerformerAnswer | null;
  reason: string | null;
  past: boolean;
  /**
   * The organiser's party brief, from 24 hours before (features/party-brief); null before, when none was
   * written or while he has declined. Its `access` follows the address's rule.
   */
  brief: PerformerBrief | null;
  /** His status on the night (features/night-status), and whether he can say one now (a confirmed booking he has not declined, on its night). */
  night: NightView & { open: boolean };
}

/**
 * A booking as the performer receives it: by its reference only. The id is the key of the booking's
 * public link (which shows the price), so it never reaches a performer.
 */
export type PerformerBookingView = Omit<PerformerBooking, 'id'>;

/** The performer's view of one of their bookings (no id). */
export function performerView({ id: _id, ...view }: PerformerBooking): PerformerBookingView {
  return view;
}

/** What every performer's view of a booking starts with, read off its row: id, reference, status, when, how long, where. */
export function bookingOutline(
  row: Pick<typeof bookings.$inferSelect, 'id' | 'status' | 'eventDate' | 'eventTime' | 'duration' | 'location'>,
) {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    duration: row.duration,
    location: row.location ?? '',
  };
}

/** The start instant of a booking (ms since the epoch). */
export function eventStart(row: { eventDate: string; eventTime: string }): number {
  return bangkokInstant(row.eventDate, minuteOfDay(row.eventTime));
}

/** Whether the performers may see the venue's address: a confirmed booking from PERFORMER_ADDRESS_HOURS before its start. */
export function addressVisible(row: { status: BookingStatus; eventDate: string; eventTime: string }, now: number): boolean {
  return row.status === 'confirmed' && now >= eventStart(row) - performerAddressHours() * 3_600_000;
}

const cityName = (location: string | null) => (location && isCity(location) ? CITY_NAMES[location] : (location ?? ''));

// Only the columns a performer may see are read, so no customer field can slip into an answer.
const visibleColumns = {
  id: bookings.id,
  status: bookings.status,
  eventDate: bookings.eventDate,
  eventTime: bookings.eventTime,
  duration: bookings.duration,
  location: bookings.location,
  serviceType: bookings.serviceType,
  additionalData: bookings.additionalData,
  venueType: bookings.venueType,
  cashAmount: bookings.cashAmount,
  address: bookings.address,
  performerNote: bookings.performerNote,
};
type VisibleRow = { [K in keyof typeof visibleColumns]: (typeof bookings.$inferSelect)[K] };

/** The rows of a performer's bookings (own assignments only), optionally one booking. */
function assignedRows(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  performerId: string,
  bookingId?: string,
): (VisibleRow & { role: string })[] {
  return db
    .select({ ...visibleColumns, role: bookingPerformers.role })
    .from(bookingPerformers)
    .innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId))
    .where(and(performerPlaces(performerId, VISIBLE_STATUSES), bookingId ? eq(bookings.id, bookingId) : undefined))
    .orderBy(asc(bookings.eventDate), asc(bookings.eventTime))
    .all();
}

// The collector's name when another performer collects the cash; null when this one does.
const collectorOther = (collector: { id: string; name: string } | undefined, performerId: string) =>
  collector && collector.id !== performerId ? collector.name : null;

/** Turns a performer's rows (one per role) into what the page shows. */
function present(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  performerId: string,
  rows: (VisibleRow & { role: string })[],
  now: number,
): PerformerBooking[] {
  const byId = new Map<string, { row: VisibleRow; roles: string[] }>();
  for (const { role, ...row } of rows) {
    const entry = byId.get(row.id) ?? { row, roles: [] };
    entry.roles.push(role);
    byId.set(row.id, entry);
  }
  const ids = [...byId.keys()];
  const others = ids.length
    ? db
        .selectDistinct({ bookingId: bookingPerformers.bookingId, name: performers.name })
        .from(bookingPerformers)
        .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
        .where(and(inArray(bookingPerformers.bookingId, ids), ne(bookingPerformers.performerId, performerId)))
        .orderBy(asc(performers.name))
        .all()
    : [];
  const answers = ids.length
    ? db
        .select()
        .from(performerAssignments)
        .where(and(inArray(performerAssignments.bookingId, ids), eq(performerAssignments.performerId, performerId)))
        .all()
    : [];
  const briefs = performerBriefs(
    db,
    [...byId.values()].map(({ row }) => row),
    now,
  );
  const nights = nightStates(db, ids);
  const collectors = cashCollectors(db, ids);
  return [...byId.values()].map(({ row, roles }) => {
    const start = eventStart(row);
    const answer = answers.find((a) => a.bookingId === row.id);
    // A performer who declined is not going: what only the ones going need stays with them.
    const going = answer?.answer !== 'declined';
    const brief = going ? briefs.get(row.id) : undefined;
    const showAddress = going && addressVisible(row, now);
    return {
      ...bookingOutline(row),
      city: cityName(row.location),
      services: serviceName(row),
      roles,
      venueType: row.venueType,
      cashAmount: row.cashAmount,
      cashCollectedBy: collectorOther(collectors.get(row.id), performerId),
      otherPerformers: others.filter((o) => o.bookingId === row.id).map((o) => o.name),
      note: going ? row.performerNote : null,
      address: showAddress ? row.address : null,
      addressFrom: new Date(start - performerAddressHours() * 3_600_000).toISOString(),
      answer: answer?.answer ?? null,
      reason: answer?.reason ?? null,
      past: start + row.duration * 60_000 <= now,
      // "How to get in" opens the door as the address does: the same rule.
      brief: brief ? { ...brief, access: showAddress ? brief.access : null } : null,
      night: {
        ...nightView(nights.get(row.id)?.get(performerId)),
        open: nightRefusal({ status: row.status, answer: answer?.answer ?? null, ...nightBounds(row) }, now) === null,
      },
    };
  });
}

/** The performer's bookings: upcoming soonest first, then the past PAST_DAYS days' most recent first. */
export function performerBookings(
  db: Db,
  performerId: string,
  now = clock.now(),
): { upcoming: PerformerBooking[]; past: PerformerBooking[] } {
  const all = present(db, performerId, assignedRows(db, performerId), now);
  const cutoff = now - PAST_DAYS * 86_400_000;
  return {
    upcoming: all.filter((b) => !b.past),
    past: all.filter((b) => b.past && eventStart(b) >= cutoff).reverse(),
  };
}

/** One of the performer's own bookings by its reference (what their page knows it by); 404 for any booking they are not on. */
export function performerBookingByReference(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  performerId: string,
  reference: string,
  now = clock.now(),
): PerformerBooking {
  const reference8 = /^[0-9a-f]{8}$/i.test(reference) ? reference.toLowerCase() : '';
  const row = db
    .selectDistinct({ id: bookingPerformers.bookingId })
    .from(bookingPerformers)
    .where(and(eq(bookingPerformers.performerId, performerId), sql`lower(substr(${bookingPerformers.bookingId}, -8)) = ${reference8}`))
    .get();
  if (!row) throw bookingNotFound();
  return performerBooking(db, performerId, row.id, now);
}

/** One of the performer's own bookings; 404 for any booking they are not on. */
export function performerBooking(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  performerId: string,
  bookingId: string,
  now = clock.now(),
): PerformerBooking {
  const booking = bookingId ? present(db, performerId, assignedRows(db, performerId, bookingId), now)[0] : undefined;
  if (!booking) throw bookingNotFound();
  return booking;
}
