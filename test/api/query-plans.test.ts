/**
 * Issue 33: no hot query reads a whole large table. Each case runs the real code of a list, filter,
 * search, export, calendar, dashboard, clash check, job or limit on a migrated database, records every
 * statement it runs (with its bound values) on the connection, and reads SQLite's EXPLAIN QUERY PLAN of
 * each: a full `SCAN` of a table that grows with the years (bookings, their slots and payments, contacts,
 * applications, rate limits, the outbox) without an index fails. The statements come from the code
 * itself, so a query changed there is the query checked here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { tempDatabase } from '@test/temp-db';
import { bookingFactory, type BookingRow } from '@test/booking-rows';
import { listBookings } from '@/features/manage-bookings/manage-bookings.server';
import { bookingListQuerySchema } from '@/features/manage-bookings/manage-bookings.schema';
import { bookingsCsvChunk } from '@/features/manage-bookings/bookings-csv.server';
import { calendarRange } from '@/features/calendar/calendar.server';
import { listBookingsFor } from '@/features/dashboard/dashboard-bookings.server';
import { availabilityInCity, clashesAt } from '@/features/availability/availability.server';
import { deleteInboxEntries, listInbox } from '@/features/inbox/inbox.server';
import { bookingsWithFailedConfirmation, listOutbox, outboxCounts, purgeOutbox } from '@/features/notifications/outbox.server';
import { purgeExpiredData, purgeExpiredDataInSteps } from '@/features/privacy/purge.server';
import { eraseDataFor, exportDataFor } from '@/features/privacy/erasure.server';
import { deleteBookingsForGood } from '@/features/privacy/personal-data.server';
import { runHoldRelease } from '@/features/holds/holds.server';
import { runReviewReminders } from '@/features/reviews/reviews.server';
import { deleteExpiredRequests } from '@/features/privacy/request-expiry.server';
import { claimDueReminders } from '@/features/reminders/reminders.server';
import { runPerformerNotices } from '@/features/performer-portal/performer-notices.server';
import { outboxIdle, startOutboxSender, stopOutboxSenders } from '@/features/notifications/sender.server';
import { hitRateLimit, peekRateLimit, pruneRateLimits } from '@/lib/server/rate-limit';
import { addDays, todayInBangkok } from '@/lib/event-time';

/** The tables that grow with the years. */
const LARGE = ['bookings', 'booking_performers', 'contacts', 'applications', 'rate_limits', 'outbox', 'reviews'];

interface Ran {
  sql: string;
  args: unknown[];
}

let database: ReturnType<typeof tempDatabase>;
let ran: Ran[] = [];
let original: Database.Database['prepare'];

beforeEach(() => {
  database = tempDatabase();
  const client = database.db.$client;
  original = client.prepare.bind(client);
  // Every statement compiled from here on records each run with its values.
  client.prepare = ((source: string) => {
    const statement = original(source);
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      const call = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      Object.assign(statement, {
        [method]: (...args: unknown[]) => {
          ran.push({ sql: source, args });
          return call(...args);
        },
      });
    }
    return statement;
  }) as Database.Database['prepare'];
  ran = [];
});
afterEach(() => database.close());

/**
 * The plan lines that read a whole large table, per statement run by `work`: a SCAN without an index;
 * a SCAN through an index that neither stops at a LIMIT (a page read in the index's order) nor is a
 * plain count of the whole table (which SQLite reads from an index's pages, not row by row); or a page
 * (LIMIT) of a large table that sorts all its matches first.
 */
async function fullScans(work: (db: Db) => unknown, sortsAYear = false): Promise<{ sql: string; plan: string[] }[]> {
  ran = [];
  await work(database.db);
  expect(ran.length, 'the case ran no statement').toBeGreaterThan(0);
  const found: { sql: string; plan: string[] }[] = [];
  for (const { sql, args } of ran) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(sql)) continue;
    const plan = original(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args)
      .map((row) => (row as { detail: string }).detail);
    const limited = /\blimit\b/i.test(sql);
    const paged = limited || /^\s*select count\(\*\) from "?\w+"?\s*$/i.test(sql);
    const readsLarge = plan.some((line) => LARGE.some((table) => new RegExp(`^(SCAN|SEARCH) ${table}\\b`).test(line)));
    const scans = plan.filter((line) => {
      const match = /^SCAN (\w+)(?: AS \w+)?(.*)$/.exec(line);
      if (match) return LARGE.includes(match[1]!) && !(paged && /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(match[2]!));
      // One page that sorts every match first (a search's few matches excepted) reads them all.
      return (
        limited &&
        readsLarge &&
        !/\bmatch\b/i.test(sql) &&
        !(sortsAYear && aYear(plan)) &&
        /^USE TEMP B-TREE FOR (RIGHT PART OF |LAST TERM OF )?ORDER BY/.test(line)
      );
    });
    if (scans.length) found.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan });
  }
  return found;
}

/** Inserts a booking of giulia@example.com (the address the cases ask about). */
const addBooking = (db: Db, fields: Partial<BookingRow>) =>
  bookingFactory(
    () => db,
    () => ({ customerEmail: 'giulia@example.com' }),
  )(fields);
/**
 * A year of events sorted newest first: the ids, creation times and event dates of one year's bookings,
 * read from the covering index of event dates, are sorted (a year's volume, not the years').
 */
const aYear = (plan: string[]) =>
  plan.some((line) => /^SEARCH bookings USING COVERING INDEX \w+ \(event_date>\? AND event_date<\?\)$/.test(line));
const list = (query: Record<string, string>) => (db: Db) => listBookings(db, bookingListQuerySchema.parse(query));
const today = todayInBangkok();

const cases: [string, (db: Db) => unknown, sortsAYear?: boolean][] = [
  ['Manage Bookings, first page', list({})],
  ['Manage Bookings, page 500', list({ page: '500' })],
  ...['requested', 'pending', 'confirmed', 'completed', 'cancelled'].map(
    (status) => [`Manage Bookings, status ${status}`, list({ status })] as [string, (db: Db) => unknown],
  ),
  ...['unpaid', 'reported', 'received', 'refunded'].map(
    (advance) => [`Manage Bookings, advance ${advance}`, list({ advance })] as [string, (db: Db) => unknown],
  ),
  ['Manage Bookings, one year', list({ year: '2029' }), true],
  ['search by reference', list({ q: '#1A2B3C4D' })],
  ['search by name', list({ q: 'Giulia Rossi' })],
  ['search by e-mail', list({ q: 'giulia@example.com' })],
  ['search by phone', list({ q: '+66 81 234 5678' })],
  ['search with a filter', list({ q: 'Giulia', status: 'confirmed' })],
  ['CSV export of everything, first chunk', (db) => bookingsCsvChunk(db, { q: '', status: 'all', advance: 'all' }, 'it')],
  [
    'CSV export of one status, a later chunk',
    (db) => bookingsCsvChunk(db, { q: '', status: 'completed', advance: 'all' }, 'it', { createdAt: new Date(), id: 'x' }),
  ],
  [
    'CSV export of a year, a later chunk',
    (db) => bookingsCsvChunk(db, { q: '', status: 'all', advance: 'all', year: '2029' }, 'it', { createdAt: new Date(), id: 'x' }),
    true,
  ],
  [
    'CSV export of a search, a later chunk',
    (db) => bookingsCsvChunk(db, { q: 'Giulia', status: 'all', advance: 'all' }, 'it', { createdAt: new Date(), id: 'x' }),
  ],
  ['calendar week', (db) => calendarRange(db, { from: today, to: addDays(today, 6) })],
  ['customer dashboard', (db) => listBookingsFor(db, 'giulia@example.com')],
  ['clash check', (db) => clashesAt(db, { performerIds: ['a', 'b'], eventDate: addDays(today, 30), start: 20 * 60, end: 21 * 60 })],
  ['availability', (db) => availabilityInCity(db, { city: 'bangkok', eventDate: addDays(today, 30), start: 20 * 60, duration: 60 })],
  ['Messaggi, first page', (db) => listInbox(db, 'contacts', { page: 1, pageSize: 20, status: 'all' })],
  ['Messaggi, page 500 of one status', (db) => listInbox(db, 'contacts', { page: 500, pageSize: 20, status: 'new' })],
  ['applications, one status', (db) => listInbox(db, 'applications', { page: 1, pageSize: 20, status: 'read' })],
  ['outbox tab, each status', (db) => (['queued', 'sent', 'failed'] as const).map((s) => listOutbox(db, s))],
  ['outbox counts', (db) => outboxCounts(db)],
  ['failed confirmations of a page', (db) => bookingsWithFailedConfirmation(db, ['x', 'y'])],
  ['retention purge', (db) => purgeExpiredData(db)],
  [
    "the daily job's purge in steps, with an expired booking",
    (db) => (addBooking(db, { eventDate: '2020-01-01' }), purgeExpiredDataInSteps(db)),
  ],
  ['erasure of an address', (db) => (addBooking(db, {}), eraseDataFor(db, 'giulia@example.com'))],
  ["an address's data download", (db) => exportDataFor(db, 'giulia@example.com')],
  ['deleting a booking', (db) => deleteBookingsForGood(db, eq(bookings.id, addBooking(db, {}).id))],
  ['deleting inbox entries', (db) => deleteInboxEntries(db, 'contacts', ['x', 'y'])],
  ['outbox retention', (db) => purgeOutbox(db, new Date())],
  ['release of unpaid holds', (db) => runHoldRelease(db)],
  ['review reminders', (db) => runReviewReminders(db, Date.now())],
  ['expiry of unconfirmed requests', (db) => deleteExpiredRequests(db)],
  ['day-before reminders', (db) => claimDueReminders(db, Date.now())],
  ["performers' notices", (db) => runPerformerNotices(db)],
  [
    "the outbox sender's pass",
    async (db) => {
      startOutboxSender(db);
      await outboxIdle(db);
      await stopOutboxSenders();
    },
  ],
  [
    'rate limit hit and peek',
    (db) => [hitRateLimit(db, 'booking:1.2.3.4', { limit: 3, windowMs: 1000 }), peekRateLimit(db, 'x', { limit: 3, windowMs: 1000 })],
  ],
  ['rate limit pruning', (db) => pruneRateLimits(db)],
];

describe('the hot queries read large tables through an index', () => {
  it.each(cases)('%s', async (_name, work, sortsAYear) => {
    expect(await fullScans(work, sortsAYear)).toEqual([]);
  });
});
