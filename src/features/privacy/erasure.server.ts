/**
 * A signed-in customer's own data: a copy of everything stored under their address, and its
 * erasure. Erasure cancels upcoming bookings (the agency is told by reference only), removes
 * bookings (a payment record stays anonymised), performer slots, slips, contact messages,
 * applications, dashboard sessions and links, rate-limit windows keyed by the address or its
 * bookings, and outbox e-mails about them; then the WAL is emptied so the text leaves every file.
 */
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { applications, bookingPerformers, bookings, contacts, dashboardSessions, dashboardTokens, rateLimits, reviews } from '@db/schema';
import { addressKey } from '@/lib/server/address-key';
import type { Db } from '@/lib/server/db';
import { publicDataChanged } from '@/lib/server/public-data';
import { todayInBangkok } from '@/lib/event-time';
import { deleteMail } from '@/features/notifications/outbox.server';
import { checkpoint, deleteOutboxMailAbout, deleteSlips, removeBookings } from './personal-data.server';
import { queueAgencyErasureNotice } from './erasure.mail';
import { toBookingView } from '@/features/booking/booking.server';
import { storedBriefs } from '@/features/party-brief/brief.server';
import * as clock from '@/lib/clock';
import { moveBooking } from '@/features/booking-life/booking-life.server';
import { isClosed } from '@/features/booking-life/statuses';

const sameAddress = (column: typeof contacts.email | typeof applications.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Everything stored under an address, as the customer downloads it. */
export function exportDataFor(db: Db, email: string, now = clock.currentDate()) {
  const rows = db.select().from(bookings).where(eq(bookings.customerEmail, email)).all();
  const slots = rows.length
    ? db
        .select()
        .from(bookingPerformers)
        .where(
          inArray(
            bookingPerformers.bookingId,
            rows.map((r) => r.id),
          ),
        )
        .all()
    : [];
  return {
    email,
    exportedAt: now.toISOString(),
    // What the customer gave and what we did with it, as their own view lists it (toBookingView): never the
    // agency's notes and markers, the stored secrets' hashes nor the slip's private file name.
    bookings: rows.map((row) => ({
      ...toBookingView(db, row),
      hasTransferSlip: row.advanceSlip !== null,
      performers: slots.filter((s) => s.bookingId === row.id).map(({ performerId, role }) => ({ performerId, role })),
    })),
    // Their reviews as written and moderated, never the hashes of the review links.
    reviews: rows.length
      ? db
          .select()
          .from(reviews)
          .where(
            inArray(
              reviews.bookingId,
              rows.map((r) => r.id),
            ),
          )
          .all()
          .map(({ tokenHash: _token, reminderTokenHash: _reminder, ...review }) => review)
      : [],
    // Their party briefs as written, never the hashes of the brief's links (the e-mailed one, the card's).
    partyBriefs: storedBriefs(
      db,
      rows.map((r) => r.id),
    ).map(({ tokenHash: _token, cardTokenHash: _card, ...brief }) => brief),
    contactMessages: db.select().from(contacts).where(sameAddress(contacts.email, email)).all(),
    applications: db.select().from(applications).where(sameAddress(applications.email, email)).all(),
  };
}

/** A booking the erasure cancelled, as the agency is told about it (no personal data). */
export interface CancelledByErasure {
  id: string;
  eventDate: string;
  eventTime: string;
  location: string | null;
}

/** Erases everything personal stored under an address and queues the agency's notice of cancelled bookings; returns them. */
export function eraseDataFor(
  db: Db,
  email: string,
  now = clock.currentDate(),
): { cancelled: CancelledByErasure[]; bookings: number; contacts: number; applications: number } {
  const today = todayInBangkok(now);
  const addressKeys = [addressKey(db, 'dash-mail', email), addressKey(db, 'confirm-mail', email)];
  const perAsker = [addressKey(db, 'dash-email', email, ''), addressKey(db, 'dash-mail', email, '')];
  const result = db.transaction(
    (tx) => {
      const rows = tx.select().from(bookings).where(eq(bookings.customerEmail, email)).all();
      const upcoming = rows.filter((r) => r.eventDate >= today && !isClosed(r.status));
      for (const row of upcoming) moveBooking(tx, row.id, { move: 'cancelByErasure', by: 'customer', now: now.getTime() });
      const removed = removeBookings(tx, rows);
      const entryIds = [contacts, applications].map((table) =>
        tx
          .delete(table)
          .where(sameAddress(table.email, email))
          .returning({ id: table.id })
          .all()
          .map((r) => r.id),
      );
      tx.delete(dashboardSessions).where(eq(dashboardSessions.email, email)).run();
      tx.delete(dashboardTokens).where(eq(dashboardTokens.email, email)).run();
      // Keys that count the address (by its keyed hash): the sign-in limits (per address and client or
      // device), the daily sign-in mail caps and the daily cap of booking-confirmation mails.
      const keys = [...addressKeys, ...rows.flatMap((r) => [`advance:${r.id}`, `summary:${r.id}`])];
      tx.delete(rateLimits)
        .where(
          or(
            inArray(rateLimits.key, keys),
            ...perAsker.map((prefix) => and(gte(rateLimits.key, prefix), lt(rateLimits.key, `${prefix}\u{10FFFF}`))),
          ),
        )
        .run();
      // The customer's own mail and the agency's notices of their bookings and messages go (queued or
      // kept); the agency's notice of the erasure, by reference only, is queued after.
      deleteMail(tx, { to: [email], bookingIds: rows.map((r) => r.id), entryIds: entryIds.flat() });
      const cancelled = upcoming.map(({ id, eventDate, eventTime, location }) => ({ id, eventDate, eventTime, location }));
      if (cancelled.length) queueAgencyErasureNotice(tx, cancelled);
      return {
        ids: rows.map((r) => r.id),
        slips: removed.slips,
        cancelled,
        bookings: rows.length,
        contacts: entryIds[0]!.length,
        applications: entryIds[1]!.length,
      };
    },
    { behavior: 'immediate' },
  );
  deleteSlips(db, result.slips);
  publicDataChanged(db);
  deleteOutboxMailAbout([email, ...result.ids]);
  checkpoint(db);
  return { cancelled: result.cancelled, bookings: result.bookings, contacts: result.contacts, applications: result.applications };
}
