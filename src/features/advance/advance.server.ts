/**
 * Advance status changes in the database. Each change is one immediate transaction that re-reads
 * the status, so two clicks (or the customer and the admin at once) cannot both move it.
 */
import { eq } from 'drizzle-orm';
import { queueAgencyAdvanceReported } from './advance.mail';
import { bookings } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { adminMayMove, customerMayReport, type AdminAdvanceTarget } from './advance-status';
import { assertSlipUnused } from './slip-reuse.server';
import { bookingNotFound } from '@/lib/server/booking-link-refusals';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import * as clock from '@/lib/clock';
import { markAdvanceReported, moveAdvance } from '@/features/booking-life/booking-money.server';

type Row = typeof bookings.$inferSelect;

/** Throws 404 for a missing booking and 409 when its advance may no longer be reported. */
function assertReportable(row: Row | undefined): asserts row is Row {
  if (!row) throw bookingNotFound();
  if (row.status === 'cancelled') throw refuse(409, { code: 'advance_booking_cancelled', params: {} });
  if (row.status === 'requested') throw refuse(409, { code: 'advance_needs_confirmed_address', params: {} });
  if (!customerMayReport(row.advanceStatus, row.status)) {
    throw refuse(409, { code: 'advance_nothing_to_report', params: { status: row.advanceStatus } });
  }
}

/**
 * The booking exists and its advance may be reported: checked before the request body is read, so a
 * made-up id or a settled booking costs no upload and no decoding (the report re-checks in its transaction).
 */
export function assertBookingMayBeReported(db: Db, id: string): void {
  assertReportable(db.select().from(bookings).where(eq(bookings.id, id)).get());
}

/**
 * Records the customer's 'I have paid', with the stored slip name if one was sent (it replaces an
 * earlier slip). Returns the updated row and the slip it replaced, which the caller deletes.
 */
export function reportAdvance(
  db: Db,
  id: string,
  slip: { name: string; reference: string | null } | null,
  now = clock.currentDate(),
): { booking: Row; replacedSlip: string | null } {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(bookings).where(eq(bookings.id, id)).get();
      assertReportable(row);
      assertSlipUnused(tx, slip?.reference ?? null, { bookingId: id, shareId: null });
      markAdvanceReported(tx, id, slip, now);
      const booking = tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
      queueAgencyAdvanceReported(tx, booking, Boolean(booking.advanceSlip));
      return {
        booking,
        replacedSlip: slip && row.advanceSlip !== slip.name ? row.advanceSlip : null,
      };
    },
    { behavior: 'immediate' },
  );
}

/**
 * The admin's change (received, refunded, or back to unpaid); only the allowed moves, others 409. Received
 * settles the shares still open (moveAdvance), so no guest link asks for money after it.
 * `onMoved` runs in the same transaction with the updated row (the caller queues the customer's e-mail there).
 */
export function setAdvanceStatus(
  db: Db,
  id: string,
  to: AdminAdvanceTarget,
  onMoved?: (tx: DbTransaction, row: Row) => void,
  now = clock.currentDate(),
): Row {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(bookings).where(eq(bookings.id, id)).get();
      if (!row) throw agencyBookingNotFound();
      if (!adminMayMove(row.advanceStatus, to)) {
        throw refuse(409, { code: 'advance_move', params: { from: row.advanceStatus, to } });
      }
      moveAdvance(tx, id, to, now);
      const moved = tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
      onMoved?.(tx, moved);
      return moved;
    },
    { behavior: 'immediate' },
  );
}
