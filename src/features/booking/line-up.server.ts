/**
 * A booking's performers as every reader shows them. They are stored once, in booking_performers (each
 * with its role and the slot it holds, written by writePerformerSlots alone); their names are read from
 * performers where they are shown, never copied onto the booking. Within a role they come in the order
 * they were put on the booking.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingPerformers, performers, type PerformerRole } from '@db/schema';
import type { Db } from '@/lib/server/db';

/** A performer of a booking as shown: id and today's name. */
export interface BookedPerformer {
  id: string;
  name: string;
}

/** A booking's performers by role. */
export type LineUp = Record<PerformerRole, BookedPerformer[]>;

/** A line-up with nobody on it. */
export const emptyLineUp = (): LineUp => ({ stripper: [], waiter: [] });

/** SQLite caps bound parameters: the ids are read in chunks. */
const CHUNK = 500;

/** The line-up of each booking (one for every id asked, empty when nobody is on it), a query per CHUNK bookings. */
export function lineUps(db: Pick<Db, 'select'>, bookingIds: readonly string[]): Map<string, LineUp> {
  const result = new Map<string, LineUp>(bookingIds.map((id) => [id, emptyLineUp()]));
  const ids = [...result.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = db
      .select({ bookingId: bookingPerformers.bookingId, role: bookingPerformers.role, id: performers.id, name: performers.name })
      .from(bookingPerformers)
      .innerJoin(performers, eq(performers.id, bookingPerformers.performerId))
      .where(inArray(bookingPerformers.bookingId, ids.slice(i, i + CHUNK)))
      // rowid: the order the performers were put on the booking.
      .orderBy(asc(sql`${bookingPerformers}.rowid`))
      .all();
    for (const { bookingId, role, id, name } of rows) result.get(bookingId)![role].push({ id, name });
  }
  return result;
}

/** One booking's line-up. */
export function lineUpOf(db: Pick<Db, 'select'>, bookingId: string): LineUp {
  return lineUps(db, [bookingId]).get(bookingId)!;
}

/** Everyone on a line-up once (a performer in both roles is one person at the event), strippers first. */
export function everyone(lineUp: LineUp): BookedPerformer[] {
  const all = [...lineUp.stripper, ...lineUp.waiter];
  return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
}
