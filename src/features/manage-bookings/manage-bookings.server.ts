/** Admin work on bookings: the searchable, paginated list, status and advance changes (with the customer's notices) and deletion. */
import { and, between, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { bookings, performerAssignments, type PerformerAnswer, type PerformerRole } from '@db/schema';
import { currentIds, everyone, lineUps } from '@/features/booking/line-up.server';
import type { Db } from '@/lib/server/db';
import { newestFirstPage } from '@/lib/server/paging';
import { deleteBookingsForGood } from '@/features/privacy/personal-data.server';
import { bookingsWithFailedConfirmation } from '@/features/notifications/outbox.server';
import { moveBooking, moveRefused } from '@/features/booking-life/booking-life.server';
import { MOVES, statusListMove } from '@/features/booking-life/statuses';
import type { BookingFilters, BookingListQuery, PatchableStatus } from './manage-bookings.schema';
import { setAdvanceStatus } from '@/features/advance/advance.server';
import type { AdminAdvanceTarget } from '@/features/advance/advance-status';
import { queueAdvanceReceipt, queueStatusNotice } from './customer-notices.mail';
import { holdExpiresAt } from '@/features/holds/hold-rules';
import { holdSettings } from '@/features/holds/holds.server';
import { agencyBriefs, type AgencyBrief } from '@/features/party-brief/brief.server';
import * as clock from '@/lib/clock';

/**
 * A booking as the admin list returns it: every column plus the performers it holds, and the
 * admin-only address of the advance transfer slip (null when the customer sent none), and whether
 * the admin's confirmation e-mail could not be delivered.
 */
export type AdminBooking = Omit<typeof bookings.$inferSelect, 'confirmTokenHash' | 'browserKeyHash' | 'waiterPackage'> & {
  /** The booking's performers by role, in the order they were put on it (its line-up: booking_performers). */
  stripperIds: string[];
  waiterIds: string[];
  advanceSlipUrl: string | null;
  confirmationFailed: boolean;
  /**
   * Today's name of each performer on the booking, by id: the panel names them from the booking itself, so a
   * performer added or renamed since its performer list was fetched is still named, whichever tab opened first.
   */
  performerNames: Record<string, string>;
  /** The performers the booking named who were deleted since: the name they had, by role (they hold nothing). */
  formerPerformers: { name: string; role: PerformerRole }[];
  /** Each performer's answer to the booking (null while they have not answered), and their reason for a decline. */
  performerAnswers: PerformerAnswerView[];
  /** When an unpaid hold that was reminded is released ("in scadenza"), or null. */
  holdExpiresAt: Date | null;
  /** The organiser's party brief and whether it shows "brief mancante" (features/party-brief). */
  brief: AgencyBrief;
};

/** One performer's answer as the agency sees it. */
export interface PerformerAnswerView {
  performerId: string;
  answer: PerformerAnswer | null;
  reason: string | null;
}

type BookingPerformers = Pick<AdminBooking, 'stripperIds' | 'waiterIds' | 'performerNames' | 'formerPerformers' | 'performerAnswers'>;

/** The row without the hashes of the customer's secrets (nobody's business, the admin's included). */
function adminRow(row: typeof bookings.$inferSelect, performers: BookingPerformers, failed: Set<string>, brief: AgencyBrief): AdminBooking {
  // waiterPackage is the insights' computed copy of additionalData's package: not part of the answer.
  const { confirmTokenHash: _c, browserKeyHash: _b, waiterPackage: _w, ...rest } = row;
  return {
    ...rest,
    ...performers,
    advanceSlipUrl: slipUrl(row),
    confirmationFailed: failed.has(row.id),
    holdExpiresAt: holdExpiresAt(row, holdSettings()),
    brief,
  };
}

/** The admin-only slip address of a booking row. */
const slipUrl = (row: typeof bookings.$inferSelect) => (row.advanceSlip ? `/api/admin/bookings/${row.id}/slip` : null);

/** `%text%` for LIKE, with the wildcard characters of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text as one FTS5 phrase: every character literal (a double quote doubled). */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

const contains = (column: Parameters<typeof like>[0], text: string) => sql`${column} like ${likePattern(text)} escape '\\'`;

/** The performers of each booking, by role, with each one's answer (performers answer on their own page). */
function performersOf(db: Db, ids: string[]): Map<string, BookingPerformers> {
  const result = new Map<string, BookingPerformers>(
    ids.map((id) => [id, { stripperIds: [], waiterIds: [], performerNames: {}, formerPerformers: [], performerAnswers: [] }]),
  );
  if (ids.length === 0) return result;
  const answers = db.select().from(performerAssignments).where(inArray(performerAssignments.bookingId, ids)).all();
  for (const [bookingId, lineUp] of lineUps(db, ids)) {
    const entry = result.get(bookingId)!;
    entry.stripperIds = currentIds(lineUp.stripper);
    entry.waiterIds = currentIds(lineUp.waiter);
    entry.performerNames = Object.fromEntries(everyone(lineUp).flatMap((p) => (p.former ? [] : [[p.id, p.name]])));
    entry.formerPerformers = (['stripper', 'waiter'] as const).flatMap((role) =>
      lineUp[role].flatMap((p) => (p.former ? [{ name: p.name, role }] : [])),
    );
    entry.performerAnswers = everyone(lineUp).flatMap(({ id, former }) => {
      if (former) return [];
      const given = answers.find((a) => a.bookingId === bookingId && a.performerId === id);
      return [{ performerId: id, answer: given?.answer ?? null, reason: given?.reason ?? null }];
    });
  }
  return result;
}

/** Sets what the agency wants the booking's performers to know (blank clears it); false for an unknown booking. */
export function setPerformerNote(db: Db, id: string, note: string): boolean {
  return (
    db
      .update(bookings)
      .set({ performerNote: note || null })
      .where(eq(bookings.id, id))
      .run().changes > 0
  );
}

/** The WHERE of the admin list's filters and search (q matches name, e-mail, phone or reference); the CSV export uses it too. */
export function bookingFilter(query: BookingFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(bookings.status, query.status));
  if (query.advance !== 'all') filters.push(eq(bookings.advanceStatus, query.advance));
  if (query.year && query.year !== 'all') filters.push(between(bookings.eventDate, `${query.year}-01-01`, `${query.year}-12-31`));
  if (query.q) {
    const text = query.q.startsWith('#') ? query.q.slice(1) : query.q;
    filters.push(
      // Three characters or more: the trigram index of the same four fields (migration 0011), any part of
      // them, case-insensitive; shorter text (rare) reads the rows themselves.
      [...text].length >= 3
        ? sql`${bookings.id} in (select booking_id from bookings_search where bookings_search match ${ftsPhrase(text)})`
        : or(
            contains(bookings.customerName, text),
            contains(bookings.customerEmail, text),
            contains(bookings.customerPhone, text),
            contains(bookings.id, text.toLowerCase()),
          )!,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

/** One page of bookings, newest first, matching the list's filters and search. */
export function listBookings(db: Db, query: BookingListQuery): { items: AdminBooking[]; total: number; totalPages: number } {
  const page = newestFirstPage(db, bookings, bookingFilter(query), query);
  const ids = page.items.map((row) => row.id);
  const performers = performersOf(db, ids);
  const failed = bookingsWithFailedConfirmation(db, ids);
  const briefs = agencyBriefs(db, page.items);
  return { ...page, items: page.items.map((row) => adminRow(row, performers.get(row.id)!, failed, briefs.get(row.id)!)) };
}

/** One booking with its performers, or undefined. */
export function findBooking(db: Db, id: string): AdminBooking | undefined {
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row) return undefined;
  return adminRow(
    row,
    performersOf(db, [row.id]).get(row.id)!,
    bookingsWithFailedConfirmation(db, [row.id]),
    agencyBriefs(db, [row]).get(row.id)!,
  );
}

/**
 * Sets a booking's status from the agency's status list: the table's move between the two (booking-life), so a
 * move it does not allow, a completion before the show's start or a performer taken meanwhile answer 409 and change
 * nothing. Never `confirmed`: that is the agency confirmation's (agency-confirmation.server.ts). The same status
 * again changes nothing. Undefined when there is no such booking.
 */
export function setBookingStatus(db: Db, id: string, status: PatchableStatus, now = clock.now()): AdminBooking | undefined {
  const changed = db.transaction(
    (tx) => {
      const row = tx.select().from(bookings).where(eq(bookings.id, id)).get();
      if (!row) return false;
      if (row.status === status) return true;
      const move = statusListMove(row.status, status);
      if (!move) throw moveRefused(row.status, status);
      // The changes the customer would otherwise not hear of: a request accepted, a cancelled booking reopened.
      const customerMail = MOVES[move].customerMail;
      const notice = customerMail === 'request-accepted' ? 'accepted' : 'reopened';
      const mail = customerMail && { kind: customerMail, queue: () => queueStatusNotice(tx, row, notice) };
      moveBooking(tx, id, { move, by: 'agency', now, ...(mail && { mail }) });
      return true;
    },
    { behavior: 'immediate' },
  );
  return changed ? findBooking(db, id) : undefined;
}

/** The admin's advance change (see setAdvanceStatus); an advance marked received e-mails the customer a receipt in the same transaction. */
export function changeAdvanceStatus(db: Db, id: string, to: AdminAdvanceTarget) {
  return setAdvanceStatus(db, id, to, (tx, row) => {
    if (to === 'received') queueAdvanceReceipt(tx, row);
  });
}

/** Deletes a booking and every trace of it (slots, slip, mail, the WAL's copies: deleteBookingsForGood); false when there was none. */
export function deleteBooking(db: Db, id: string): boolean {
  return deleteBookingsForGood(db, eq(bookings.id, id)).length > 0;
}
