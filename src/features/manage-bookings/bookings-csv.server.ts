/**
 * The admin's CSV export of bookings: the rows the Manage Bookings list shows for the same filters and
 * search, all pages, streamed in chunks of CHUNK bookings (newest first, each chunk after the last row of
 * the one before), so neither the memory nor one request's turn of the event loop grows with the years.
 */
import { VALUE_WORDS, wordOf } from '@/lib/panel-families';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, inArray, sql } from 'drizzle-orm';
import { advanceShares, bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { newestFirstRows } from '@/lib/server/paging';
import { csvStream } from '@/lib/server/csv-stream';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { bookingReference } from '@/lib/booking-reference';
import { CITY_NAMES, isCity } from '@/content/cities';
import { shareMethodText, shareStateText } from '@/features/advance/share-labels';
import { shareReference } from '@/features/advance/shares';
import { formatBaht } from '@/lib/money';
import { bookingFilter } from './manage-bookings.server';
import { adminAdvanceLabel } from './panel/advance-actions';
import { styleLabel } from './panel/booking-row';
import type { BookingFilters } from './manage-bookings.schema';
import { todayInBangkok } from '@/lib/event-time';
import { readBookingData } from '@/features/booking/booking-data';
import { serviceName } from '@/features/booking/service-name';
import { agencyWordsIn } from '@/features/booking/agency-catalogue';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { sayEach, type Said } from '@/lib/value-words';
import { extraTimeLines } from '@/features/booking/extra-time-lines';
import { lineUps, type BookedPerformer, type LineUp } from '@/features/booking/line-up.server';
import * as clock from '@/lib/clock';

/** The header row's words, in the order of csvLine's cells. */
const HEADER: Said[] = [
  pm.bookings_csv_reference,
  pm.bookings_csv_status,
  pm.bookings_csv_advance_status,
  pm.bookings_csv_event,
  pm.bookings_csv_duration,
  pm.bookings_csv_city,
  pm.bookings_csv_address,
  pm.bookings_csv_venue,
  pm.bookings_csv_services,
  pm.bookings_csv_style,
  pm.bookings_csv_strippers,
  pm.bookings_csv_waiters,
  pm.bookings_csv_extra_time,
  pm.bookings_csv_total,
  pm.bookings_csv_advance,
  pm.bookings_csv_cash,
  pm.bookings_csv_advance_percent,
  pm.bookings_csv_shares,
  pm.bookings_csv_override_reason,
  pm.bookings_csv_engine_price,
  // Booking Details' word.
  pm.bookings_row_source,
  pm.bookings_csv_customer,
  pm.bookings_csv_email,
  pm.bookings_csv_phone,
  pm.bookings_csv_occasion,
  pm.bookings_csv_sound,
  pm.bookings_csv_requests,
  pm.bookings_csv_booked,
];

/** The shares of each split advance as one cell, in the reader's words: 'REF-1 ฿1,126 Ricevuta (Bonifico); …' (a query per 500 bookings). */
function shareCells(db: Db, ids: string[], locale: PanelLocale): Map<string, string> {
  const cells = new Map<string, string[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = db
      .select()
      .from(advanceShares)
      .where(inArray(advanceShares.bookingId, ids.slice(i, i + 500)))
      .orderBy(advanceShares.bookingId, advanceShares.number)
      .all();
    for (const row of rows) {
      const cell = `${shareReference(bookingReference(row.bookingId), row.number)} ${formatBaht(row.amount)} ${shareStateText(row.status, locale)}${row.method ? ` (${shareMethodText(row.method, locale)})` : ''}`;
      cells.set(row.bookingId, [...(cells.get(row.bookingId) ?? []), cell]);
    }
  }
  return new Map([...cells].map(([id, list]) => [id, list.join('; ')]));
}

/** Bookings per chunk of the export. */
const CHUNK = 500;

type BookingRow = typeof bookings.$inferSelect;

/**
 * One chunk of the export: up to CHUNK bookings matching the filters, newest first, after `after` (the
 * last row of the chunk before; none for the first), with their performers' names and their shares in `locale`.
 */
export function bookingsCsvChunk(
  db: Db,
  query: BookingFilters,
  locale: PanelLocale,
  after?: Pick<BookingRow, 'createdAt' | 'id'>,
): { rows: BookingRow[]; names: Map<string, LineUp>; shares: Map<string, string> } {
  const rows = newestFirstRows(
    db,
    bookings,
    and(
      bookingFilter(query),
      after ? sql`(${bookings.createdAt}, ${bookings.id}) < (${after.createdAt.getTime()}, ${after.id})` : undefined,
    ),
    CHUNK,
  );
  const ids = rows.map((row) => row.id);
  return { rows, names: lineUps(db, ids), shares: shareCells(db, ids, locale) };
}

/** The reader's words for every cell of a line, taken once per export. */
interface LineWords {
  locale: PanelLocale;
  summary: ReturnType<typeof agencyWordsIn>;
}

/** A role's performers as one cell, one deleted since marked as Booking Details marks him: 'Marco, Leo (eliminato)'. */
const castCell = (list: BookedPerformer[] = [], locale: PanelLocale) =>
  list.map((p) => (p.former ? pm.bookings_former_performer({ name: p.name }, { locale }) : p.name)).join(', ');

/** A customer's choice in the reader's words, not its stored key (an unknown value passes as is, none is empty). */
const choice = (group: 'venue' | 'sound' | 'occasion', value: string | null, w: LineWords) =>
  value ? (w.summary.option(group, value) ?? value) : '';

/** A booking as its line of the file, every value in the reader's words like the header above it. */
function csvLine(row: BookingRow, cast: LineUp | undefined, shares: string | undefined, w: LineWords) {
  const o = { locale: w.locale };
  return [
    bookingReference(row.id),
    // A status as the record says it.
    wordOf(VALUE_WORDS, `audit_value_${row.status}`)?.({}, o) ?? row.status,
    adminAdvanceLabel(row.advanceStatus, w.locale),
    formatEventDateTime(row.eventDate, row.eventTime, w.locale),
    row.duration,
    row.location && isCity(row.location) ? CITY_NAMES[row.location] : row.location,
    row.address,
    choice('venue', row.venueType, w),
    serviceName(row),
    styleLabel(row.performanceStyle, w.locale),
    castCell(cast?.stripper, w.locale),
    castCell(cast?.waiter, w.locale),
    // The line the agency's e-mails write, empty without extra time.
    extraTimeLines(readBookingData(row.additionalData).price?.extraTime ?? [], w.summary)
      .map(([label, value]) => `${label}: ${value}`)
      .join('; '),
    row.totalPrice,
    // The stored money: what was agreed, never today's rule.
    row.advanceAmount,
    row.cashAmount,
    row.advancePercent === null ? '' : `${row.advancePercent}%`,
    shares ?? '',
    row.priceOverrideReason,
    row.enginePrice,
    (row.source === 'agency' ? pm.bookings_source_agency : pm.bookings_source_customer)({}, o),
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    choice('occasion', row.occasion, w),
    choice('sound', row.soundSystem, w),
    row.specialRequests,
    formatDateTime(row.createdAt, w.locale),
  ];
}

/**
 * Every booking matching the list's filters and search, newest first, as a streamed CSV file (BOM, CRLF), in the
 * panel language of the staff member who exports it.
 */
export function bookingsCsv(db: Db, query: BookingFilters, locale: PanelLocale): ReadableStream<Uint8Array> {
  const words: LineWords = { locale, summary: agencyWordsIn(locale) };
  return csvStream(
    (async function* () {
      yield sayEach(HEADER, locale);
      let after: BookingRow | undefined;
      for (;;) {
        const { rows, names, shares } = bookingsCsvChunk(db, query, locale, after);
        for (const row of rows) yield csvLine(row, names.get(row.id), shares.get(row.id), words);
        if (rows.length < CHUNK) return;
        after = rows.at(-1);
        // Other requests run between two chunks.
        await nextTurn();
      }
    })(),
  );
}

/** The download's file name, dated by today in Bangkok: bookings-2026-11-22.csv. */
export function bookingsCsvFileName(now = clock.currentDate()): string {
  return `bookings-${todayInBangkok(now)}.csv`;
}
