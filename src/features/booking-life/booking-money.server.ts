/**
 * The one writer of a booking's money: `bookings.total_price`, `advance_amount`, `cash_amount`,
 * `advance_percent`, `advance_status` with the advance's report columns (when reported, the slip and its bank
 * reference), and the `advance_shares` rows' amounts and statuses. Every feature that changes money calls it
 * inside its own transaction, after its own checks, so the total, the advance, the cash, the rate and the
 * shares always change together. The rules it keeps:
 * - The shares always add up to the stored advance: a new advance (the rate, the show's length or line-up, the
 *   agency's override, edit or Confirm dialog) splits again only the shares still open (pending) over what is
 *   still owed (the advance less what the paid shares, reported or received, carry); a paid share never changes.
 * - The advance never falls below what the shares already paid: a new advance below it is kept at the paid
 *   amount (no longer a rate of the total; the cash is the rest) and the open shares, asking nothing any more,
 *   are removed with their links; a total below it is refused (TotalBelowPaidAdvance: 400
 *   `total_below_paid_advance` for the agency). With nothing left open, the advance follows its shares.
 * - The advance follows its shares: every share reported (or received) makes it reported, every one received
 *   makes it received.
 * - The advance marked received settles the shares still open (received, way `desk` unless the payer said
 *   one), so no guest link asks for money after it.
 * - A refunded advance (the agency gave it all back to the organiser) keeps its shares as the record of who
 *   paid: they stay received and no link asks for money; nothing re-splits them.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { advanceShares, bookings } from '@db/schema';
import type { AdvanceStatus } from '@db/statuses';
import type { Db, DbTransaction } from '@/lib/server/db';
import { moneyAbovePaid, pickMoney, type BookingMoney } from './payment-split';
import { splitShares } from './share-split';

type Reader = Pick<Db | DbTransaction, 'select'>;

/** What a booking's shares have paid: the amounts of its reported and received shares (0 without shares). */
export function paidByShares(db: Reader, bookingId: string): number {
  return db
    .select({ amount: advanceShares.amount })
    .from(advanceShares)
    .where(and(eq(advanceShares.bookingId, bookingId), inArray(advanceShares.status, ['reported', 'received'])))
    .all()
    .reduce((sum, share) => sum + share.amount, 0);
}

/**
 * Stores a booking's agreed money inside `tx` and keeps its shares in step (the rules above): answers the money
 * stored. Throws TotalBelowPaidAdvance (the transaction then stores nothing) when the total is below what the
 * shares already paid.
 */
export function writeMoney(tx: DbTransaction, bookingId: string, money: BookingMoney, now: Date): BookingMoney {
  const stored = moneyAbovePaid(money, paidByShares(tx, bookingId));
  tx.update(bookings).set(pickMoney(stored)).where(eq(bookings.id, bookingId)).run();
  resplitOpenShares(tx, bookingId, now);
  return stored;
}

/**
 * Splits again the open shares of a booking over what is still owed of its stored advance (the remainder on
 * the first open one); removes the open shares when nothing is owed, and adds one for the rest when every
 * share is paid and the advance grew. A booking without shares, or with a refunded advance, is left alone.
 */
function resplitOpenShares(tx: DbTransaction, bookingId: string, now: Date): void {
  const booking = tx
    .select({ advanceAmount: bookings.advanceAmount, advanceStatus: bookings.advanceStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  const shares = tx.select().from(advanceShares).where(eq(advanceShares.bookingId, bookingId)).orderBy(asc(advanceShares.number)).all();
  if (!booking || shares.length === 0 || booking.advanceStatus === 'refunded') return;
  const open = shares.filter((share) => share.status === 'pending');
  const paid = shares.filter((share) => share.status !== 'pending').reduce((sum, share) => sum + share.amount, 0);
  const owed = booking.advanceAmount - paid;
  if (owed === open.reduce((sum, share) => sum + share.amount, 0)) return;
  if (open.length === 0) {
    const number = Math.max(...shares.map((share) => share.number)) + 1;
    tx.insert(advanceShares).values({ bookingId, number, amount: owed }).run();
    return;
  }
  // An open share that would ask for nothing is removed (its links go with it): a guest is never asked for ฿0.
  splitShares(owed, open.length).forEach((amount, index) => {
    const share = open[index]!;
    if (amount === 0) tx.delete(advanceShares).where(eq(advanceShares.id, share.id)).run();
    else tx.update(advanceShares).set({ amount }).where(eq(advanceShares.id, share.id)).run();
  });
  followShares(tx, bookingId, now);
}

/** Moves the booking's advance up to what its shares say: all reported (or received) → reported, all received → received. */
function followShares(tx: DbTransaction, bookingId: string, now: Date): void {
  const statuses = tx.select({ status: advanceShares.status }).from(advanceShares).where(eq(advanceShares.bookingId, bookingId)).all();
  if (statuses.length === 0 || statuses.some((s) => s.status === 'pending')) return;
  const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get()!;
  const to = statuses.every((s) => s.status === 'received') ? 'received' : 'reported';
  if (booking.advanceStatus === to || booking.advanceStatus === 'received' || booking.advanceStatus === 'refunded') return;
  tx.update(bookings)
    .set({ advanceStatus: to, advanceReportedAt: booking.advanceReportedAt ?? now })
    .where(eq(bookings.id, bookingId))
    .run();
}

/**
 * Splits the booking's stored advance into `count` new shares inside `tx` (splitShares: one fewer paying when
 * one guest goes free), replacing the shares it had (and so their links); answers the new shares' ids, share 1
 * first. The caller has checked that nothing is paid yet.
 */
export function replaceShares(tx: DbTransaction, bookingId: string, count: number, oneGoesFree: boolean): string[] {
  const { advanceAmount } = tx.select({ advanceAmount: bookings.advanceAmount }).from(bookings).where(eq(bookings.id, bookingId)).get()!;
  tx.delete(advanceShares).where(eq(advanceShares.bookingId, bookingId)).run();
  return splitShares(advanceAmount, count, oneGoesFree).map(
    (amount, index) =>
      tx
        .insert(advanceShares)
        .values({ bookingId, number: index + 1, amount })
        .returning({ id: advanceShares.id })
        .get().id,
  );
}

/** A payer's report of a share: the way paid (null keeps the one stored) and the stored slip, if one was sent. */
export interface ShareReport {
  method: string | null;
  slip: { name: string; reference: string | null } | null;
}

/** Marks a share reported inside `tx` (a guest's "I have paid"), then the advance follows its shares. */
export function markShareReported(tx: DbTransaction, shareId: string, report: ShareReport, now: Date): void {
  const share = tx.select().from(advanceShares).where(eq(advanceShares.id, shareId)).get()!;
  tx.update(advanceShares)
    .set({
      status: 'reported',
      method: report.method ?? share.method,
      reportedAt: now,
      ...(report.slip && { slip: report.slip.name, slipReference: report.slip.reference }),
    })
    .where(eq(advanceShares.id, shareId))
    .run();
  followShares(tx, share.bookingId, now);
}

/** Marks a share received inside `tx` (the agency saw it; a share nobody reported was paid at the desk), then the advance follows. */
export function markShareReceived(tx: DbTransaction, shareId: string, now: Date): void {
  const share = tx.select().from(advanceShares).where(eq(advanceShares.id, shareId)).get()!;
  tx.update(advanceShares)
    .set({ status: 'received', method: share.method ?? 'desk', receivedAt: now })
    .where(eq(advanceShares.id, shareId))
    .run();
  followShares(tx, share.bookingId, now);
}

/** "I'll cover the rest" inside `tx`: every share still open is reported as paid by the organiser; answers how many were. */
export function coverOpenShares(tx: DbTransaction, bookingId: string, now: Date): number {
  const open = tx
    .update(advanceShares)
    .set({ status: 'reported', method: 'organiser', reportedAt: now })
    .where(and(eq(advanceShares.bookingId, bookingId), eq(advanceShares.status, 'pending')))
    .returning({ id: advanceShares.id })
    .all();
  followShares(tx, bookingId, now);
  return open.length;
}

/** The customer's "I have paid" for the whole advance inside `tx`, with the stored slip (name and bank reference) if one was sent. */
export function markAdvanceReported(
  tx: DbTransaction,
  bookingId: string,
  slip: { name: string; reference: string | null } | null,
  now: Date,
): void {
  tx.update(bookings)
    .set({
      advanceStatus: 'reported',
      advanceReportedAt: now,
      ...(slip && { advanceSlip: slip.name, advanceSlipReference: slip.reference }),
    })
    .where(eq(bookings.id, bookingId))
    .run();
}

/**
 * The agency's move of the advance inside `tx` (the caller checked it is allowed): received settles every
 * share still open (received now, way `desk` unless the payer said one), so no guest link asks for money;
 * refunded and unpaid leave the shares as they are.
 */
export function moveAdvance(tx: DbTransaction, bookingId: string, to: AdvanceStatus, now: Date): void {
  tx.update(bookings).set({ advanceStatus: to }).where(eq(bookings.id, bookingId)).run();
  if (to !== 'received') return;
  for (const share of tx
    .select()
    .from(advanceShares)
    .where(and(eq(advanceShares.bookingId, bookingId), ne(advanceShares.status, 'received')))
    .all()) {
    tx.update(advanceShares)
      .set({ status: 'received', method: share.method ?? 'desk', receivedAt: now })
      .where(eq(advanceShares.id, share.id))
      .run();
  }
}
