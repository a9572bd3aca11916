/**
 * Confirming a booking: validates the dialog's changes against the booking (cash at most the total,
 * performers from the booking's city), e-mails the customer, and only once the e-mail is accepted
 * saves the changes and the status confirmed in one transaction, so a failed e-mail changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { bookingPerformers, bookings, performers } from '../../../db/schema';
import type { Db } from '../../lib/server/db';
import { sendMail } from '../../lib/server/mail';
import { findBooking, type AdminBooking } from './bookings.server';
import type { ConfirmationInput } from './bookings.schema';
import { confirmationEmail } from './confirmation-email';

/** The outcome: the saved booking, or an error with its HTTP status. */
export type ConfirmationResult =
  | { ok: true; booking: AdminBooking }
  | { ok: false; status: number; error: string; path?: string };

const fail = (status: number, error: string, path?: string): ConfirmationResult => ({ ok: false, status, error, path });

/** Minutes after midnight of an HH:MM time (0 when unreadable). */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** Validates, sends the confirmation e-mail, then saves. */
export async function confirmBooking(db: Db, id: string, input: ConfirmationInput): Promise<ConfirmationResult> {
  const booking = findBooking(db, id);
  if (!booking) return fail(404, 'Booking not found');
  const { updates, cashAmount } = input;
  if (cashAmount > booking.totalPrice) return fail(400, 'Cash amount cannot exceed total price', 'cashAmount');
  const serviceType = updates.serviceType ?? booking.serviceType;
  if (!serviceType.trim()) return fail(400, 'Service type is required', 'updates.serviceType');

  const stripperIds = updates.stripperIds ?? booking.stripperIds;
  const waiterIds = updates.waiterIds ?? booking.waiterIds;
  const performerId = updates.performerId === undefined ? booking.performerId : updates.performerId;
  const wanted = [...new Set([...stripperIds, ...waiterIds, ...(performerId ? [performerId] : [])])];
  const found = wanted.length ? db.select().from(performers).where(inArray(performers.id, wanted)).all() : [];
  const city = (booking.location ?? '').trim().toLowerCase();
  for (const performerKey of wanted) {
    const performer = found.find((p) => p.id === performerKey);
    if (!performer) return fail(400, `Unknown performer: ${performerKey}`, 'updates');
    if (performer.location.trim().toLowerCase() !== city) {
      return fail(400, `${performer.name} does not work in ${booking.location ?? 'the booking city'}`, 'updates');
    }
  }

  const changes = {
    ...(updates.performanceStyle !== undefined && { performanceStyle: updates.performanceStyle }),
    ...(updates.serviceType !== undefined && { serviceType: updates.serviceType }),
    ...(updates.duration !== undefined && { duration: updates.duration }),
    ...(updates.performerId !== undefined && {
      performerId,
      performerName: found.find((p) => p.id === performerId)?.name ?? null,
    }),
    status: 'confirmed',
  };
  const duration = updates.duration ?? booking.duration;
  const names = new Map(found.map((p) => [p.id, p.name]));
  try {
    await sendMail(
      confirmationEmail({
        ...booking,
        ...changes,
        serviceType,
        performanceStyle: updates.performanceStyle ?? booking.performanceStyle,
        duration,
        cashAmount,
        performerNames: wanted.map((key) => names.get(key)!),
      }),
    );
  } catch (error) {
    return fail(502, `The confirmation e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }

  const start = minutesOf(booking.eventTime);
  db.transaction(
    (tx) => {
      tx.update(bookings).set(changes).where(eq(bookings.id, id)).run();
      for (const [role, ids] of [['stripper', updates.stripperIds], ['waiter', updates.waiterIds]] as const) {
        if (!ids) continue;
        tx.delete(bookingPerformers).where(and(eq(bookingPerformers.bookingId, id), eq(bookingPerformers.role, role))).run();
        for (const performerKey of ids) {
          tx.insert(bookingPerformers)
            .values({ bookingId: id, performerId: performerKey, role, eventDate: booking.eventDate, startMinute: start, endMinute: start + duration })
            .run();
        }
      }
      if (updates.duration !== undefined) {
        tx.update(bookingPerformers).set({ endMinute: start + duration }).where(eq(bookingPerformers.bookingId, id)).run();
      }
    },
    { behavior: 'immediate' },
  );
  return { ok: true, booking: findBooking(db, id)! };
}
