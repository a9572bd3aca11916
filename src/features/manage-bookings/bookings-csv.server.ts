/** The admin's CSV export of bookings: the rows the Manage Bookings list shows for the same filters and search, all pages. */
import { desc, eq, inArray } from 'drizzle-orm';
import { bookingPerformers, bookings, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { toCsv } from '@/lib/csv';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { bookingReference } from '@/lib/booking-reference';
import { CITY_NAMES, isCity } from '@/content/cities';
import { advanceLabel } from '@/features/advance/advance-status';
import { bookingFilter } from './manage-bookings.server';
import type { BookingListQuery } from './manage-bookings.schema';
import { todayInBangkok } from '@/lib/event-time';
import { serviceName } from '@/features/booking/service-name.server';
import { optionLabel } from '@/features/booking/booking-view';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from '@/features/booking/booking-options';
import { extraTimeLines, parsePriceBreakdown } from '@/features/booking/price-lines';

const HEADER = [
  'Reference',
  'Status',
  'Advance',
  'Event date and time',
  'Duration (minutes)',
  'City',
  'Address',
  'Venue type',
  'Services',
  'Performance style',
  'Male strippers',
  'Topless waiters',
  'Extra time',
  'Total price (THB)',
  'Customer',
  'Email',
  'Phone',
  'Occasion',
  'Sound system',
  'Special requests',
  'Booked on',
];

/** Performer names of each booking by role, in one query. */
function performerNames(db: Db, ids: string[]): Map<string, { stripper: string[]; waiter: string[] }> {
  const result = new Map<string, { stripper: string[]; waiter: string[] }>();
  // SQLite caps bound parameters; chunks keep any export size working.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = db
      .select({ bookingId: bookingPerformers.bookingId, role: bookingPerformers.role, name: performers.name })
      .from(bookingPerformers)
      .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
      .where(inArray(bookingPerformers.bookingId, ids.slice(i, i + 500)))
      .all();
    for (const row of rows) {
      const entry = result.get(row.bookingId) ?? { stripper: [], waiter: [] };
      entry[row.role].push(row.name);
      result.set(row.bookingId, entry);
    }
  }
  return result;
}

/** Every booking matching the list's filters and search, newest first, as CSV text (BOM, CRLF). */
export function bookingsCsv(db: Db, query: Pick<BookingListQuery, 'q' | 'status' | 'advance'>): string {
  const rows = db.select().from(bookings).where(bookingFilter(query)).orderBy(desc(bookings.createdAt), desc(bookings.id)).all();
  const names = performerNames(
    db,
    rows.map((row) => row.id),
  );
  return toCsv([
    HEADER,
    ...rows.map((row) => {
      const cast = names.get(row.id);
      return [
        bookingReference(row.id),
        row.status,
        advanceLabel(row.advanceStatus),
        formatEventDateTime(row.eventDate, row.eventTime),
        row.duration,
        row.location && isCity(row.location) ? CITY_NAMES[row.location] : row.location,
        row.address,
        // The customer's choices as the form labels them, not their stored keys (an unknown value passes as is).
        optionLabel(VENUE_TYPES, row.venueType, ''),
        serviceName(row),
        row.performanceStyle,
        (cast?.stripper ?? (row.performerName ? [row.performerName] : [])).join(', '),
        (cast?.waiter ?? []).join(', '),
        // The same line the customer reads ('Extra time: 30 min × ฿100: ฿3,000'), empty without extra time.
        extraTimeLines(parsePriceBreakdown(row.additionalData)?.extraTime ?? [])
          .map(([label, value]) => `${label}: ${value}`)
          .join('; '),
        row.totalPrice,
        row.customerName,
        row.customerEmail,
        row.customerPhone,
        optionLabel(OCCASIONS, row.occasion, ''),
        optionLabel(SOUND_SYSTEM, row.soundSystem, ''),
        row.specialRequests,
        formatDateTime(row.createdAt),
      ];
    }),
  ]);
}

/** The download's file name, dated by today in Bangkok: bookings-2026-11-22.csv. */
export function bookingsCsvFileName(now = new Date()): string {
  return `bookings-${todayInBangkok(now)}.csv`;
}
