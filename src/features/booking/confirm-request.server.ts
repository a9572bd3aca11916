/**
 * The customer's address confirmation (not the agency confirmation, which sets `confirmed`): a new
 * booking is a `requested` one that holds nobody until the customer follows the single-use link
 * e-mailed to the address they typed; following it makes the booking `pending`. Only SHA-256 hashes of the
 * link token and of the booking cookie are stored, so a copy of the database opens nothing.
 */
import { hashSecret, linkSecretHash } from '@/lib/server/secrets';
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { bookingRequestTtlHours } from '@/lib/server/config';
import type { Db, DbTransaction } from '@/lib/server/db';
import { BookingConflictError } from '@/features/availability/availability.server';
import { moveBooking } from '@/features/booking-life/booking-life.server';
import { toBookingView, type BookingView } from './booking.server';
import * as clock from '@/lib/clock';

/** What following a confirm link did; `used` is a link followed before (it confirms nothing again). */
export type ConfirmRequestOutcome =
  | { outcome: 'confirmed' | 'already' | 'used'; booking: BookingView }
  | { outcome: 'taken'; booking: BookingView; conflict: BookingConflictError };

/** What a followed link's token is stored as: another hash, so the link is known as used yet never works again. */
const usedHash = (token: string) => hashSecret(`used:${token}`);

/** The moment before which an unconfirmed request has expired (its link stops working; privacy's request expiry deletes it). */
export function requestCutoff(now: number): Date {
  return new Date(now - bookingRequestTtlHours() * 3_600_000);
}

/**
 * Uses a confirm link: in one immediate transaction the requested booking is conflict-checked and
 * becomes pending (holding its performers). `taken` when a performer was held by another booking
 * meanwhile (the booking stays requested and the link keeps working); `already` when the booking had
 * left `requested` (the admin accepted it after a call); `used` when the link was followed before;
 * undefined for an unknown or expired link. The move is booking-life's `confirmAddress`; `onConfirmed` queues its
 * e-mails inside the transaction when the booking became pending.
 */
export function confirmRequest(
  db: Db,
  token: string,
  now: number,
  onConfirmed: (tx: DbTransaction, booking: BookingView) => void,
): ConfirmRequestOutcome | undefined {
  const hash = linkSecretHash(token);
  if (!hash) return undefined;
  return db.transaction(
    (tx) => {
      const row = tx.select().from(bookings).where(eq(bookings.confirmTokenHash, hash)).get();
      if (!row) {
        const used = tx
          .select()
          .from(bookings)
          .where(eq(bookings.confirmTokenHash, usedHash(token)))
          .get();
        return used ? { outcome: 'used' as const, booking: toBookingView(tx, used) } : undefined;
      }
      if (row.status !== 'requested') {
        tx.update(bookings)
          .set({ confirmTokenHash: usedHash(token) })
          .where(eq(bookings.id, row.id))
          .run();
        return { outcome: 'already' as const, booking: toBookingView(tx, row) };
      }
      if (row.createdAt < requestCutoff(now)) return undefined;
      let moved: typeof row | undefined;
      try {
        moved = moveBooking(tx, row.id, {
          move: 'confirmAddress',
          by: 'customer',
          now,
          mail: { kind: 'request-received', queue: (_, pending) => onConfirmed(tx, toBookingView(tx, pending)) },
        });
      } catch (error) {
        if (error instanceof BookingConflictError) return { outcome: 'taken' as const, booking: toBookingView(tx, row), conflict: error };
        throw error;
      }
      tx.update(bookings)
        .set({ confirmTokenHash: usedHash(token) })
        .where(eq(bookings.id, row.id))
        .run();
      return { outcome: 'confirmed' as const, booking: toBookingView(tx, moved!) };
    },
    { behavior: 'immediate' },
  );
}

/**
 * What following a confirm link would do, read only (for its page's GET, which must change nothing):
 * `open` (its button confirms, or finds the booking accepted already), `used`, or undefined for an
 * unknown or expired link. The same checks as confirmRequest, without the transaction's writes.
 */
export function peekConfirmLink(db: Db, token: string, now = clock.now()): { state: 'open' | 'used'; booking: BookingView } | undefined {
  const hash = linkSecretHash(token);
  if (!hash) return undefined;
  const row = db.select().from(bookings).where(eq(bookings.confirmTokenHash, hash)).get();
  if (row)
    return row.status !== 'requested' || row.createdAt >= requestCutoff(now)
      ? { state: 'open', booking: toBookingView(db, row) }
      : undefined;
  const used = db
    .select()
    .from(bookings)
    .where(eq(bookings.confirmTokenHash, usedHash(token)))
    .get();
  return used ? { state: 'used', booking: toBookingView(db, used) } : undefined;
}
