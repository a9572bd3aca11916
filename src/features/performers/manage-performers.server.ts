/** Admin work on performers: full list, create, update, delete and moving one place up or down. */
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import { dashboardSessions, dashboardTokens, performerFeeds, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse, type HttpError } from '@/lib/server/http';
import { writePublicData } from '@/lib/server/public-data';
import { performerUpdateSchema, type PerformerInput } from './performer.schema';

/** The 404 of a performer id the agency's routes do not know: 'Performer not found', code `performer_not_found`. */
export const performerNotFound = (): HttpError => refuse(404, { code: 'performer_not_found', params: {} });

/** A performer row as the admin sees it (every column). */
export type AdminPerformer = typeof performers.$inferSelect;

const ordered = [asc(performers.displayOrder), asc(performers.name), asc(performers.id)];

/** Every performer, available or not, in display order. */
export function listAllPerformers(db: Db): AdminPerformer[] {
  return db
    .select()
    .from(performers)
    .orderBy(...ordered)
    .all();
}

/** One performer, or undefined. */
export function findPerformer(db: Db, id: string): AdminPerformer | undefined {
  return db.select().from(performers).where(eq(performers.id, id)).get();
}

/** The 409 for an address another performer already has (it signs one performer in), on the e-mail field. */
function assertEmailFree(db: Pick<Db, 'select'>, email: string | null, exceptId?: string): void {
  if (!email) return;
  const other = db
    .select({ id: performers.id })
    .from(performers)
    .where(and(eq(performers.email, email), exceptId ? ne(performers.id, exceptId) : undefined))
    .get();
  if (other) throw refuse(409, { code: 'performer_email_taken', params: {} }, { field: 'email' });
}

/** Ends every performer session and unused sign-in link of an address (removed, or changed to another). */
function endPerformerSessions(db: Pick<Db, 'delete'>, email: string | null): void {
  if (!email) return;
  db.delete(dashboardSessions)
    .where(and(eq(dashboardSessions.audience, 'performer'), eq(dashboardSessions.email, email)))
    .run();
  db.delete(dashboardTokens)
    .where(and(eq(dashboardTokens.audience, 'performer'), eq(dashboardTokens.email, email)))
    .run();
}

/** Ends a performer's private calendar feed (its link stops at once); answers whether there was one. */
export function revokePerformerFeed(db: Pick<Db, 'delete'>, performerId: string): boolean {
  return db.delete(performerFeeds).where(eq(performerFeeds.performerId, performerId)).run().changes > 0;
}

/** Adds a performer at the end of the display order. */
export function createPerformer(db: Db, input: PerformerInput): AdminPerformer {
  return writePublicData(db, () =>
    db.transaction(
      (tx) => {
        assertEmailFree(tx, input.email);
        const last = tx
          .select({ value: max(performers.displayOrder) })
          .from(performers)
          .get()?.value;
        return tx
          .insert(performers)
          .values({ ...input, displayOrder: (last ?? -1) + 1 })
          .returning()
          .get();
      },
      { behavior: 'immediate' },
    ),
  );
}

/** The merged, re-validated fields for a partial update; the caller reports issues as 400. */
export function mergePerformerUpdate(existing: AdminPerformer, changes: Record<string, unknown>) {
  const { id: _id, createdAt: _createdAt, displayOrder: _order, ...current } = existing;
  return performerUpdateSchema(current, changes).safeParse({ ...current, ...changes });
}

/**
 * Replaces the editable fields of a performer; a changed e-mail address ends the sessions of the old one
 * and the private calendar feed (whoever held the old address may hold its link: the performer makes a new one).
 */
export function updatePerformer(db: Db, id: string, input: PerformerInput): AdminPerformer | undefined {
  return writePublicData(db, () =>
    db.transaction(
      (tx) => {
        assertEmailFree(tx, input.email, id);
        const before = tx.select({ email: performers.email }).from(performers).where(eq(performers.id, id)).get();
        if (before && before.email !== input.email) {
          endPerformerSessions(tx, before.email);
          revokePerformerFeed(tx, id);
        }
        return tx.update(performers).set(input).where(eq(performers.id, id)).returning().get();
      },
      { behavior: 'immediate' },
    ),
  );
}

/**
 * Deletes a performer, ending their sessions (their feed, answers, time off and slots go with the row); false
 * when there was none. The bookings they were on keep their name in booking_former_performers, so a booking
 * still says who was booked.
 */
export function deletePerformer(db: Db, id: string): boolean {
  return writePublicData(db, () =>
    db.transaction(
      (tx) => {
        const row = tx.select({ email: performers.email }).from(performers).where(eq(performers.id, id)).get();
        if (!row) return false;
        endPerformerSessions(tx, row.email);
        tx.run(sql`INSERT INTO booking_former_performers (booking_id, performer_id, role, name)
          SELECT bp.booking_id, bp.performer_id, bp.role, p.name FROM booking_performers bp JOIN performers p ON p.id = bp.performer_id
          WHERE bp.performer_id = ${id} ORDER BY bp.rowid`);
        return tx.delete(performers).where(eq(performers.id, id)).run().changes > 0;
      },
      { behavior: 'immediate' },
    ),
  );
}

/** The outcome of a move. */
export type ReorderResult = 'moved' | 'not-found' | 'at-edge';

/**
 * Moves a performer one place up or down among all performers, renumbering 0..n-1 in the same
 * transaction so duplicate or sparse displayOrder values cannot make a move a no-op.
 */
export function movePerformer(db: Db, id: string, direction: 'up' | 'down'): ReorderResult {
  return writePublicData(db, () =>
    db.transaction(
      (tx) => {
        const ids = tx
          .select({ id: performers.id })
          .from(performers)
          .orderBy(...ordered)
          .all()
          .map((row) => row.id);
        const index = ids.indexOf(id);
        if (index === -1) return 'not-found';
        const target = direction === 'up' ? index - 1 : index + 1;
        if (target < 0 || target >= ids.length) return 'at-edge';
        [ids[index], ids[target]] = [ids[target]!, ids[index]!];
        ids.forEach((performerId, order) => tx.update(performers).set({ displayOrder: order }).where(eq(performers.id, performerId)).run());
        return 'moved';
      },
      { behavior: 'immediate' },
    ),
  );
}
