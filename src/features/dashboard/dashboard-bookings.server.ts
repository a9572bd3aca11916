/** A signed-in customer's bookings: list, cancel and modify (pending only), re-checked like a new booking. */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingPerformers, bookings } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { fields } from '@/features/booking/booking.schema';
import { checkEventNotPast } from '@/features/availability/availability.schema';
import { assertNoConflict } from '@/features/availability/availability.server';
import { toBookingView, writePerformerSlots, type BookingView } from '@/features/booking/booking.server';
import { lineUps } from '@/features/booking/line-up.server';
import { moveBooking, type BookingRow } from '@/features/booking-life/booking-life.server';
import { minuteOfDay } from '@/lib/event-time';
import {
  queueAgencyBookingChange,
  queueCustomerBookingChange,
  summaryUrl,
  type BookingChangeNotice,
} from '@/features/booking/booking.mail';
import { changedRows } from '@/features/booking/booking-view';
import { cancellationAdvanceNote } from '@/features/advance/cancellation-advance';
import { customerBriefs, type CustomerBrief } from '@/features/party-brief/brief.server';
import { customerNights, type CustomerNight } from '@/features/night-status/night-status.server';
import { appendAudit, bookingTarget, CUSTOMER_ACTOR, type AuditChange } from '@/lib/server/audit';
import { bookingNotFound } from '@/lib/server/booking-link-refusals';
import * as clock from '@/lib/clock';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { addressKey } from '@/lib/server/address-key';
// The fields a customer changes, as the record names them (values only where never personal: lib/server/audit.ts).
const CHANGEABLE = ['eventDate', 'eventTime', 'venueType', 'address', 'specialRequests', 'customerPhone'] as const;

// The customer's own change in the booking's history (Storico), written in the change's transaction.
function recordCustomerChange(tx: DbTransaction, id: string, action: string, changes: AuditChange[]): void {
  appendAudit(tx, { actor: CUSTOMER_ACTOR, action, target: bookingTarget(id), changes });
}

/** What a customer may change on a pending booking. */
export const bookingChangeSchema = z
  .strictObject({
    eventDate: fields.eventDate,
    eventTime: fields.eventTime,
    venueType: fields.venueType,
    address: fields.address,
    specialRequests: fields.specialRequests.optional(),
    // The number the agency and the performers call on the day; optional, so a client that does not send it keeps the stored one.
    customerPhone: fields.phone.optional(),
  })
  .superRefine(checkEventNotPast);
/** A validated change. */
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/**
 * A booking in the dashboard's list: its view, the party brief's card while the brief can be written
 * (features/party-brief) and the performers' statuses on the night (features/night-status).
 */
export type DashboardBooking = BookingView & { brief?: CustomerBrief | null; night?: CustomerNight | null };

/** The bookings of an address, newest first, each with its brief card while the brief is open and its night once there is one. */
export function listBookingsFor(db: Db, email: string, now = clock.now()): DashboardBooking[] {
  const rows = db.select().from(bookings).where(eq(bookings.customerEmail, email)).orderBy(desc(bookings.createdAt)).all();
  const briefs = customerBriefs(db, rows, now);
  const nights = customerNights(db, rows, now);
  const cast = lineUps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toBookingView(db, row, cast.get(row.id)),
    brief: briefs.get(row.id) ?? null,
    night: nights.get(row.id) ?? null,
  }));
}

function pendingBooking(tx: Pick<Db, 'select'>, email: string, id: string) {
  const row = tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.customerEmail, email)))
    .get();
  if (!row) throw bookingNotFound();
  if (row.status !== 'pending') throw refuse(409, { code: 'booking_not_pending', params: {} });
  return row;
}

/**
 * Cancels a pending booking of this address at `now` (its performers are free again), queueing the agency's and the customer's
 * e-mails with it; a reported or received advance gets the terms' words on what happens to it.
 */
export function cancelBooking(db: Db, email: string, id: string, now = clock.now()): BookingView {
  return db.transaction(
    (tx) => {
      pendingBooking(tx, email, id);
      const mail = {
        kind: 'customer-cancelled' as const,
        queue: (_: DbTransaction, cancelled: BookingRow) => {
          const booking = toBookingView(tx, cancelled);
          queueChangeMails(tx, booking, { change: 'cancelled', advance: cancellationAdvanceNote(booking, now, booking.locale ?? 'en') });
        },
      };
      const cancelled = moveBooking(tx, id, { move: 'cancelByCustomer', by: 'customer', now, mail })!;
      recordCustomerChange(tx, id, 'bookings.customer-cancel', [{ field: 'status', from: 'pending', to: 'cancelled' }]);
      return toBookingView(tx, cancelled);
    },
    { behavior: 'immediate' },
  );
}

// The dashboard's notices of a change: to the agency, and to the customer with the booking's link.
function queueChangeMails(tx: DbTransaction, booking: BookingView, notice: BookingChangeNotice): void {
  queueAgencyBookingChange(tx, booking, notice);
  queueCustomerBookingChange(tx, booking, notice, summaryUrl(booking.id, booking.locale));
}

/** Changes date, time, venue, address, requests and phone number of a pending booking (same conflict check as a new one), queueing the e-mails of the change with it. */
/** Changes a customer may make to one booking an hour: each mails the agency and the customer. */
export const BOOKING_EDITS_PER_HOUR = 5;

/**
 * Counts a customer's change of one booking (keyed by her mailbox and the booking, so nobody spends another's);
 * 429 with Retry-After (`booking_edit_limit`) past BOOKING_EDITS_PER_HOUR.
 */
export function countBookingEdit(db: Db, email: string, id: string): void {
  const hit = hitRateLimit(db, addressKey(db, 'booking-edit', email, id), { limit: BOOKING_EDITS_PER_HOUR, windowMs: 3_600_000 });
  if (hit.allowed) return;
  const reason = { code: 'booking_edit_limit', params: { minutes: Math.ceil(hit.retryAfterSeconds / 60) } } as const;
  throw tooManyRequests(hit.retryAfterSeconds, { reason });
}

export function modifyBooking(db: Db, email: string, id: string, change: BookingChange): BookingView {
  return db.transaction(
    (tx) => {
      const row = pendingBooking(tx, email, id);
      const start = minuteOfDay(change.eventTime);
      const end = start + row.duration;
      const slots = tx.select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, id)).all();
      // A clash throws BookingConflictError, the 409 the customer sees.
      assertNoConflict(tx, {
        performerIds: [...new Set(slots.map((s) => s.performerId))],
        eventDate: change.eventDate,
        start,
        end,
        exceptBookingId: id,
      });
      tx.update(bookings)
        .set({
          ...change,
          specialRequests: change.specialRequests || null,
          // A moved event gets its reminder again, 24 hours before the new time.
          ...((row.eventDate !== change.eventDate || row.eventTime !== change.eventTime) && { reminderSentAt: null }),
        })
        .where(eq(bookings.id, id))
        .run();
      writePerformerSlots(tx, id, { eventDate: change.eventDate, startMinute: start, endMinute: end }, {});
      const before = toBookingView(tx, row);
      const stored = tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
      const after = toBookingView(tx, stored);
      const changed = CHANGEABLE.filter((field) => (row[field] ?? null) !== (stored[field] ?? null));
      if (changed.length > 0) {
        recordCustomerChange(
          tx,
          id,
          'bookings.customer-update',
          changed.map((field) => ({ field, from: String(row[field] ?? ''), to: String(stored[field] ?? '') })),
        );
      }
      // The e-mails list each changed field as old → new; saving the form unchanged is no change, and nobody is told of one.
      if (changedRows(before, after).length > 0) queueChangeMails(tx, after, { change: 'modified', before });
      return after;
    },
    { behavior: 'immediate' },
  );
}
