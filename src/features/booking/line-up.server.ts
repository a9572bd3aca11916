/**
 * A booking's performers as every reader shows them. They are stored once, in booking_performers (each
 * with its role and the slot it holds, written by writePerformerSlots alone); their names are read from
 * performers where they are shown, never copied onto the booking. Within a role they come in the order
 * they were put on the booking. A performer deleted since is still named (booking_former_performers keeps
 * the name he had), after the others of his role and marked `former`: he holds nothing and cannot be
 * chosen again, so the admin's ids and the desk leave him out.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bookingFormerPerformers, bookingPerformers, performers, type PerformerRole } from '@db/schema';
import type { Db } from '@/lib/server/db';

/** A performer of a booking as shown: id and today's name (for one deleted since, the id and name he had, and `former`). */
export interface BookedPerformer {
  id: string;
  name: string;
  former?: true;
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
    const formers = db
      .select()
      .from(bookingFormerPerformers)
      .where(inArray(bookingFormerPerformers.bookingId, ids.slice(i, i + CHUNK)))
      .orderBy(asc(sql`${bookingFormerPerformers}.rowid`))
      .all();
    for (const { bookingId, role, performerId, name } of formers)
      result.get(bookingId)![role].push({ id: performerId, name, former: true });
  }
  return result;
}

/** One booking's line-up. */
export function lineUpOf(db: Pick<Db, 'select'>, bookingId: string): LineUp {
  return lineUps(db, [bookingId]).get(bookingId)!;
}

/** The ids of a role's performers who can be on it today (those deleted since left out): what the desk and the dialogs edit. */
export const currentIds = (list: BookedPerformer[]): string[] => list.flatMap((p) => (p.former ? [] : [p.id]));

/** Everyone on a line-up once (a performer in both roles is one person at the event), strippers first. */
export function everyone(lineUp: LineUp): BookedPerformer[] {
  const all = [...lineUp.stripper, ...lineUp.waiter];
  return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
}
