/**
 * The owner's advance rate: the one value the advance of a booking is agreed at (a whole percent, stored in
 * settings under `advance_percent`; migration 0014 set it to 30). A change applies to bookings agreed from
 * then on and reprices, in the same transaction, only the upcoming bookings whose advance is still unpaid and
 * still follows a rate (their open shares split again with it: booking-money.server.ts); a reported or received
 * advance, a split the agency set by hand and past events never move.
 */
import { OPEN } from '@/features/booking-life/statuses';
import { and, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { derived, writePublicData } from '@/lib/server/public-data';
import { getSetting, setSetting } from '@/lib/server/settings';
import { todayInBangkok } from '@/lib/event-time';
import { refuse } from '@/lib/server/http';
import { agreedMoney, repricedMoney, TotalBelowPaidAdvance, type BookingMoney } from '@/features/booking-life/payment-split';
import * as clock from '@/lib/clock';
import { writeMoney } from '@/features/booking-life/booking-money.server';

/** The settings key of the rate. */
export const ADVANCE_PERCENT_KEY = 'advance_percent';

/** The rate new money is agreed at (whole percent), read once per public-data snapshot (a change signals it). */
export function advancePercent(db: Db): number {
  return derived(db, ADVANCE_PERCENT_KEY, () => {
    const stored = Number(getSetting(db, ADVANCE_PERCENT_KEY));
    // Every database made by the migrations has the row; a missing or broken one is a bug, not a default.
    if (!Number.isInteger(stored) || stored < 1 || stored > 100)
      throw new Error(`The setting ${ADVANCE_PERCENT_KEY} is missing or invalid`);
    return stored;
  });
}

/** Sets the rate and reprices the unpaid upcoming bookings that follow a rate; answers the rate and how many were repriced. */
export function setAdvancePercent(db: Db, percent: number, now = clock.currentDate()): { percent: number; repriced: number } {
  return writePublicData(db, () =>
    db.transaction(
      (tx) => {
        setSetting(tx, ADVANCE_PERCENT_KEY, String(percent));
        const rows = tx
          .select({ id: bookings.id, totalPrice: bookings.totalPrice })
          .from(bookings)
          .where(
            and(
              eq(bookings.advanceStatus, 'unpaid'),
              inArray(bookings.status, OPEN),
              isNotNull(bookings.advancePercent),
              ne(bookings.advancePercent, percent),
              gte(bookings.eventDate, todayInBangkok(now)),
            ),
          )
          .all();
        // The one writer splits the open shares again with the advance (one never falls below what its shares paid).
        for (const row of rows) writeMoney(tx, row.id, agreedMoney(row.totalPrice, percent), now);
        return { percent, repriced: rows.length };
      },
      { behavior: 'immediate' },
    ),
  );
}

/** The money a booking stores once its total becomes `total` (repricedMoney at today's rate: a paid advance stays what was paid). */
export function moneyAfter(db: Db, current: BookingMoney & { advanceStatus: string }, total: number, path?: string): BookingMoney {
  return paidAdvanceKept(() => repricedMoney(current, total, advancePercent(db)), path);
}

/**
 * Runs a money rule of payment-split.ts or the money writer; a total below a paid advance (or what its shares
 * paid) becomes the 400 the agency reads (on `path` when given).
 */
export function paidAdvanceKept<T>(rule: () => T, path?: string): T {
  try {
    return rule();
  } catch (error) {
    if (!(error instanceof TotalBelowPaidAdvance)) throw error;
    const reason = { code: 'total_below_paid_advance', params: { total: error.total, paid: error.paid } } as const;
    throw refuse(400, reason, { field: path });
  }
}
