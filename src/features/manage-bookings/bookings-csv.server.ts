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
import type { BookingFilters } from './manage-bookings.schema';
import { todayInBangkok } from '@/lib/event-time';
import { readBookingData } from '@/features/booking/booking-data';
import { serviceName } from '@/features/booking/service-name';
import { agencyOption, agencyWordsIn } from '@/features/booking/agency-catalogue';
import { extraTimeLines } from '@/features/booking/extra-time-lines';
import { lineUps, type BookedPerformer, type LineUp } from '@/features/booking/line-up.server';
import * as clock from '@/lib/clock';

// Italian, like everything the agency reads.
const HEADER = [
  'Riferimento',
  'Stato',
  'Anticipo',
  "Data e ora dell'evento",
  'Durata (minuti)',
  'Città',
  'Indirizzo',
  'Tipo di locale',
  'Servizi',
  'Stile dello spettacolo',
  'Spogliarellisti',
  'Camerieri in topless',
  'Tempo extra',
  'Prezzo totale (THB)',
  'Acconto (THB)',
  'Contanti il giorno (THB)',
  'Percentuale acconto',
  "Quote dell'acconto",
  'Motivo del prezzo modificato',
  'Prezzo calcolato (THB)',
  'Preso da',
  'Cliente',
  'Email',
  'Telefono',
  'Occasione',
  'Impianto audio',
  'Richieste speciali',
  'Prenotata il',
];

/** The shares of each split advance as one cell: 'REF-1 ฿1,126 Ricevuta (Bonifico); …' (a query per 500 bookings). */
function shareCells(db: Db, ids: string[]): Map<string, string> {
  const cells = new Map<string, string[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = db
      .select()
      .from(advanceShares)
      .where(inArray(advanceShares.bookingId, ids.slice(i, i + 500)))
      .orderBy(advanceShares.bookingId, advanceShares.number)
      .all();
    for (const row of rows) {
      const cell = `${shareReference(bookingReference(row.bookingId), row.number)} ${formatBaht(row.amount)} ${shareStateText(row.status, 'it')}${row.method ? ` (${shareMethodText(row.method, 'it')})` : ''}`;
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
 * last row of the chunk before; none for the first), with their performers' names.
 */
export function bookingsCsvChunk(
  db: Db,
  query: BookingFilters,
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
  return { rows, names: lineUps(db, ids), shares: shareCells(db, ids) };
}

/** A role's performers as one cell, one deleted since marked as Booking Details marks him: 'Marco, Leo (eliminato)'. */
const castCell = (list: BookedPerformer[] = []) => list.map((p) => (p.former ? `${p.name} (eliminato)` : p.name)).join(', ');

/** A customer's choice in the agency's Italian words, not its stored key (an unknown value passes as is, none is empty). */
const choice = (group: 'venue' | 'sound' | 'occasion', value: string | null) => (value ? (agencyOption(group, value, 'it') ?? value) : '');

/** A booking as its line of the file. */
function csvLine(row: BookingRow, cast: LineUp | undefined, shares = '') {
  return [
    bookingReference(row.id),
    // Every value in the panel's Italian, like the headers above it; a status as the record says it.
    wordOf(VALUE_WORDS, `audit_value_${row.status}`)?.({}, { locale: 'it' }) ?? row.status,
    adminAdvanceLabel(row.advanceStatus, 'it'),
    formatEventDateTime(row.eventDate, row.eventTime, 'it'),
    row.duration,
    row.location && isCity(row.location) ? CITY_NAMES[row.location] : row.location,
    row.address,
    choice('venue', row.venueType),
    serviceName(row),
    row.performanceStyle,
    castCell(cast?.stripper),
    castCell(cast?.waiter),
    // The line the agency's e-mails write, empty without extra time.
    extraTimeLines(readBookingData(row.additionalData).price?.extraTime ?? [], agencyWordsIn('it'))
      .map(([label, value]) => `${label}: ${value}`)
      .join('; '),
    row.totalPrice,
    // The stored money: what was agreed, never today's rule.
    row.advanceAmount,
    row.cashAmount,
    row.advancePercent === null ? '' : `${row.advancePercent}%`,
    shares,
    row.priceOverrideReason,
    row.enginePrice,
    row.source,
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    choice('occasion', row.occasion),
    choice('sound', row.soundSystem),
    row.specialRequests,
    formatDateTime(row.createdAt, 'it'),
  ];
}

/** Every booking matching the list's filters and search, newest first, as a streamed CSV file (BOM, CRLF). */
export function bookingsCsv(db: Db, query: BookingFilters): ReadableStream<Uint8Array> {
  return csvStream(
    (async function* () {
      yield HEADER;
      let after: BookingRow | undefined;
      for (;;) {
        const { rows, names, shares } = bookingsCsvChunk(db, query, after);
        for (const row of rows) yield csvLine(row, names.get(row.id), shares.get(row.id));
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
