/**
 * The expiry of unconfirmed booking requests: a request never confirmed by its link within
 * BOOKING_REQUEST_TTL_HOURS is deleted with every trace of it (a retention rule; the booking feature
 * says when a request has expired, `requestCutoff`).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { bookings, expiredRequests } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { defineJob } from '@/lib/server/jobs';
import { requestCutoff } from '@/features/booking/confirm-request.server';
import { deleteBookingsForGood } from './personal-data.server';
import * as clock from '@/lib/clock';

/**
 * Deletes unconfirmed requests older than BOOKING_REQUEST_TTL_HOURS with every trace of them (deleteBookingsForGood)
 * and, in the same transaction, counts them per event date (the owner's insights: expired requests); returns how many.
 */
export function deleteExpiredRequests(db: Db, now = clock.now()): number {
  return deleteBookingsForGood(db, and(eq(bookings.status, 'requested'), lt(bookings.createdAt, requestCutoff(now))), tallyExpired).length;
}

/** Adds deleted requests to the per-date count of expired requests (a date and a number: nothing of the request). */
function tallyExpired(tx: DbTransaction, rows: { eventDate: string }[]): void {
  const perDate = new Map<string, number>();
  for (const { eventDate } of rows) perDate.set(eventDate, (perDate.get(eventDate) ?? 0) + 1);
  for (const [eventDate, count] of perDate)
    tx.insert(expiredRequests)
      .values({ eventDate, count })
      .onConflictDoUpdate({ target: expiredRequests.eventDate, set: { count: sql`${expiredRequests.count} + ${count}` } })
      .run();
}

/** The purge of expired requests as a background job (src/lib/server/jobs.ts), every 15 minutes; started by src/startup.ts. */
export const requestPurgeJob = defineJob({
  name: 'request-purge',
  every: 15 * 60_000,
  run: (db, now) => ({ deleted: deleteExpiredRequests(db, now) }),
});
