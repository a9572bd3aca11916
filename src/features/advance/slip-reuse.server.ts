/**
 * A slip used twice: a slip's bank reference (slip-reference.server) may be stored once, for one share or one
 * booking's whole advance. Another upload with it is refused with 409 `slip_already_used` (nothing stored changes)
 * and the attempt is kept, so the agency sees it on the booking it was made for.
 */
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { advanceShares, bookings, slipReuseAttempts } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { refusalText } from '@/lib/server/refusal-text';
import { bookingReference } from '@/lib/booking-reference';
import { shareReference } from './shares';
import { normalSlipReference } from './slip-reference.server';

/** Where a bank reference is already used: a booking's whole advance (share null) or one of its shares. */
export interface SlipUse {
  bookingId: string;
  shareNumber: number | null;
}

/** What a slip is sent for: a booking's whole advance (shareId null) or one share. */
export interface SlipTarget {
  bookingId: string;
  shareId: string | null;
}

/** The 409 of a slip whose bank reference is already used; it carries the use, for the attempt's record. */
export class SlipReused extends HttpError {
  constructor(
    readonly reference: string,
    readonly use: SlipUse,
  ) {
    const reason = { code: 'slip_already_used', params: {} } as const;
    super(409, refusalText(reason), undefined, {}, reason);
  }
}

/** Throws SlipReused when `reference` is stored for a share or booking other than `target` (no reference: nothing to check). */
export function assertSlipUnused(tx: DbTransaction, read: string | null, target: SlipTarget): void {
  if (!read) return;
  const reference = normalSlipReference(read);
  const otherShare: SQL | undefined = target.shareId === null ? undefined : ne(advanceShares.id, target.shareId);
  const share = tx
    .select({ bookingId: advanceShares.bookingId, number: advanceShares.number })
    .from(advanceShares)
    .where(and(eq(advanceShares.slipReference, reference), otherShare))
    .get();
  if (share) throw new SlipReused(reference, { bookingId: share.bookingId, shareNumber: share.number });
  const otherBooking: SQL | undefined = target.shareId === null ? ne(bookings.id, target.bookingId) : undefined;
  const booking = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.advanceSlipReference, reference), otherBooking))
    .get();
  if (booking) throw new SlipReused(reference, { bookingId: booking.id, shareNumber: null });
}

/** Keeps a refused slip's attempt for the booking (and share number) it was sent for. */
export function recordSlipReuse(db: Db, bookingId: string, shareNumber: number | null, refused: SlipReused): void {
  db.insert(slipReuseAttempts)
    .values({
      bookingId,
      shareNumber,
      reference: refused.reference,
      usedBookingId: refused.use.bookingId,
      usedShareNumber: refused.use.shareNumber,
    })
    .run();
}

/** A refused attempt as the agency sees it. */
export interface SlipReuseView {
  /** The share it was sent for, or null for the whole advance. */
  shareNumber: number | null;
  /** The bank's transaction reference on the slip. */
  reference: string;
  /** The booking or share reference it was already used for (e.g. `AB12CD34-2`). */
  usedFor: string;
  at: string;
}

/** The refused slips of a booking, newest first. */
export function slipReuses(db: Db, bookingId: string): SlipReuseView[] {
  return db
    .select()
    .from(slipReuseAttempts)
    .where(eq(slipReuseAttempts.bookingId, bookingId))
    .orderBy(desc(slipReuseAttempts.createdAt), desc(slipReuseAttempts.id))
    .all()
    .map((row) => {
      const used = bookingReference(row.usedBookingId);
      return {
        shareNumber: row.shareNumber,
        reference: row.reference,
        usedFor: row.usedShareNumber === null ? used : shareReference(used, row.usedShareNumber),
        at: row.createdAt.toISOString(),
      };
    });
}
