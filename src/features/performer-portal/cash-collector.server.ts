/**
 * Who collects a booking's cash on the night: one performer, the first put on the booking (its line-up's
 * first row), for the whole stored amount, so two performers never both ask the customer for it. The
 * amount is the booking's stored cashAmount, never recomputed.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingPerformers, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';

/** The collecting performer of each booking: by booking id, his id and name. */
export function cashCollectors(db: Pick<Db, 'select'>, bookingIds: readonly string[]): Map<string, { id: string; name: string }> {
  const collectors = new Map<string, { id: string; name: string }>();
  if (bookingIds.length === 0) return collectors;
  const rows = db
    .select({ bookingId: bookingPerformers.bookingId, id: performers.id, name: performers.name })
    .from(bookingPerformers)
    .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
    .where(inArray(bookingPerformers.bookingId, [...bookingIds]))
    .orderBy(asc(sql`${bookingPerformers}.rowid`))
    .all();
  for (const row of rows) if (!collectors.has(row.bookingId)) collectors.set(row.bookingId, { id: row.id, name: row.name });
  return collectors;
}
