/**
 * Removing a customer's personal data, the one rule shared by the daily purge and "Delete my data":
 * a booking with a payment record (advance received or refunded) keeps only its anonymised payment
 * fields; any other booking is deleted. Slips go with their booking; outbox copies of e-mails about
 * the address go too.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  advanceShares,
  bookingFormerPerformers,
  bookingPerformers,
  bookings,
  dashboardSessions,
  dashboardTokens,
  partyBriefs,
  reviews,
} from '@db/schema';
import { bookingReference } from '@/lib/booking-reference';
import { outboxDir } from '@/lib/server/config';
import type { Db, DbTransaction } from '@/lib/server/db';
import { deleteMail } from '@/features/notifications/outbox.server';
import { deleteSlip } from '@/lib/server/slips';
import { publicDataChanged } from '@/lib/server/public-data';
import { PAYMENT_RECORD_STATUSES } from './retention';

type Tx = Pick<Db, 'select' | 'update' | 'delete'>;
type BookingRow = typeof bookings.$inferSelect;

/** The customer name an anonymised payment record carries. */
export const ANONYMISED_NAME = 'Anonymised';

/**
 * Anonymises (payment record) or deletes bookings, their performer slots (and names kept of deleted ones), their reviews (the customer's
 * words and name) and their party briefs (the night's phone); returns the slip files to delete once the transaction has committed. The caller tells the
 * public data (`publicDataChanged`) once it has: a published review may have gone.
 */
export function removeBookings(tx: Tx, rows: BookingRow[]): { deleted: number; anonymised: number; slips: (string | null)[] } {
  const keep = rows.filter((r) => PAYMENT_RECORD_STATUSES.includes(r.advanceStatus));
  const drop = rows.filter((r) => !PAYMENT_RECORD_STATUSES.includes(r.advanceStatus));
  const ids = rows.map((r) => r.id);
  const shareSlips = ids.length ? shareSlipsOf(tx, inArray(bookings.id, ids)) : [];
  if (ids.length) tx.delete(bookingPerformers).where(inArray(bookingPerformers.bookingId, ids)).run();
  if (ids.length) tx.delete(bookingFormerPerformers).where(inArray(bookingFormerPerformers.bookingId, ids)).run();
  if (ids.length) tx.delete(reviews).where(inArray(reviews.bookingId, ids)).run();
  if (ids.length) tx.delete(partyBriefs).where(inArray(partyBriefs.bookingId, ids)).run();
  if (drop.length)
    tx.delete(bookings)
      .where(
        inArray(
          bookings.id,
          drop.map((r) => r.id),
        ),
      )
      .run();
  for (const row of keep) {
    tx.update(bookings)
      .set({
        customerName: ANONYMISED_NAME,
        customerEmail: '',
        customerPhone: null,
        occasion: null,
        specialRequests: null,
        address: null,
        venueType: null,
        soundSystem: null,
        additionalData: null,
        advanceSlip: null,
      })
      .where(eq(bookings.id, row.id))
      .run();
    // A kept payment record keeps its shares' amounts and states, not the guests' addresses or slips.
    tx.update(advanceShares).set({ slip: null, guestEmail: null }).where(eq(advanceShares.bookingId, row.id)).run();
  }
  return { deleted: drop.length, anonymised: keep.length, slips: [...rows.map((r) => r.advanceSlip), ...shareSlips] };
}

/** The slip files of the shares of the bookings `which` selects (all without it), read before the rows go. */
function shareSlipsOf(tx: Tx, which: SQL | undefined): string[] {
  return tx
    .select({ slip: advanceShares.slip })
    .from(advanceShares)
    .where(and(isNotNull(advanceShares.slip), inArray(advanceShares.bookingId, tx.select({ id: bookings.id }).from(bookings).where(which))))
    .all()
    .flatMap((r) => (r.slip ? [r.slip] : []));
}

/** Deletes slips (their files and kept bytes) after the rows that named them are gone. */
export function deleteSlips(db: Db, slips: (string | null)[]): void {
  for (const slip of slips) deleteSlip(db, slip);
}

/** Decodes quoted-printable text (soft breaks joined, =XX escapes turned back into UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The text of an .eml file with quoted-printable and base64 parts decoded, lower-cased, for searching. */
function searchableMail(raw: string): string {
  const decoded: string[] = [];
  for (const block of raw.split(/\r?\n\r?\n/)) {
    const compact = block.replace(/\s+/g, '');
    if (compact.length >= 16 && /^[A-Za-z0-9+/]+=*$/.test(compact)) decoded.push(Buffer.from(compact, 'base64').toString('utf8'));
  }
  return [raw, decodeQuotedPrintable(raw), ...decoded].join('\n').replace(/\s+/g, ' ').toLowerCase();
}

/** Deletes outbox .eml files that mention any of the given strings (an address, record ids); returns how many. */
export function deleteOutboxMailAbout(needles: string[]): number {
  const wanted = needles.filter(Boolean).map((n) => n.replace(/\s+/g, ' ').toLowerCase());
  if (!wanted.length) return 0;
  let removed = 0;
  for (const file of outboxFiles()) {
    const text = searchableMail(readFileSync(file, 'latin1'));
    if (wanted.some((n) => text.includes(n))) {
      rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The .eml files of the outbox folder (none when it does not exist). */
export function outboxFiles(): string[] {
  const dir = outboxDir();
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** Moves the WAL's pages into the database and empties the WAL, so deleted text leaves the -wal file too. */
export function checkpoint(db: Db): void {
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
}

/** What a deleted booking leaves to clean up once its row is gone. */
export interface DeletedBooking {
  id: string;
  customerEmail: string;
  advanceSlip: string | null;
  eventDate: string;
}

/**
 * Deletes bookings for good, the one rule of the admin's delete and the expiry of unconfirmed requests:
 * in one transaction the rows (their performer slots and outbox rows go by cascade), any other queued or
 * kept mail naming them, and, for an address left with no booking, its mail, dashboard sessions and
 * sign-in links; then the slips and the outbox's .eml copies about them, and the WAL is emptied so the text
 * leaves every file (secure_delete zeroes the freed pages). Returns what was deleted. `inTransaction` runs
 * inside the deleting transaction with the deleted rows (the expiry's tally commits with the deletion).
 */
export function deleteBookingsForGood(
  db: Db,
  where: SQL | undefined,
  inTransaction?: (tx: DbTransaction, rows: DeletedBooking[]) => void,
): DeletedBooking[] {
  const { rows, gone, shareSlips } = db.transaction(
    (tx) => {
      // The shares go with the bookings (foreign key); their slip files are deleted after the commit.
      const shareSlips = shareSlipsOf(tx, where);
      const rows = tx
        .delete(bookings)
        .where(where)
        .returning({
          id: bookings.id,
          customerEmail: bookings.customerEmail,
          advanceSlip: bookings.advanceSlip,
          eventDate: bookings.eventDate,
        })
        .all();
      if (!rows.length) return { rows, gone: [], shareSlips };
      inTransaction?.(tx, rows);
      const emails = [...new Set(rows.map((r) => r.customerEmail).filter(Boolean))];
      const kept = new Set(
        emails.length
          ? tx
              .select({ email: bookings.customerEmail })
              .from(bookings)
              .where(inArray(bookings.customerEmail, emails))
              .all()
              .map((r) => r.email)
          : [],
      );
      const gone = emails.filter((e) => !kept.has(e));
      // Mail about the bookings, and any mail to an address left with no booking (its sign-in links).
      deleteMail(tx, { bookingIds: rows.map((r) => r.id), to: gone });
      if (gone.length) {
        tx.delete(dashboardSessions).where(inArray(dashboardSessions.email, gone)).run();
        tx.delete(dashboardTokens).where(inArray(dashboardTokens.email, gone)).run();
      }
      return { rows, gone, shareSlips };
    },
    { behavior: 'immediate' },
  );
  if (!rows.length) return rows;
  deleteSlips(db, shareSlips);
  // Their reviews went with them (foreign key): a published one leaves the public pages.
  publicDataChanged(db);
  deleteSlips(
    db,
    rows.map((r) => r.advanceSlip),
  );
  // An address that still has bookings keeps the mail about those; the deleted bookings' mail goes by reference.
  deleteOutboxMailAbout([...rows.map((r) => bookingReference(r.id)), ...gone]);
  checkpoint(db);
  return rows;
}
