/**
 * The due-reminder check. Each due booking is claimed (reminderSentAt set) in one immediate
 * transaction before anything is sent, so two checks (or two processes) never both send it and a
 * restart never sends it again; a failed send releases the claim so the next check retries.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookings, type BookingStatus } from '@db/schema';
import { bookingReference } from '@/lib/booking-reference';
import type { Db } from '@/lib/server/db';
import { sendMail, type MailMessage } from '@/lib/server/mail';
import { summaryUrl } from '@/features/booking/booking.mail';
import { candidateDates, isReminderDue } from './reminder-due';
import { reminderEmail } from './reminder.mail';
import { logMessage } from '@/lib/server/redact';

/** Bookings that still get a reminder (cancelled and completed ones do not). */
const REMINDED_STATUSES: BookingStatus[] = ['pending', 'confirmed'];

/** Claims every booking whose reminder is due at `now`; returns the claimed rows. */
export function claimDueReminders(db: Db, now: number) {
  return db.transaction(
    (tx) => {
      const due = tx
        .select()
        .from(bookings)
        .where(and(isNull(bookings.reminderSentAt), inArray(bookings.status, REMINDED_STATUSES), inArray(bookings.eventDate, candidateDates(now))))
        .all()
        .filter((row) => isReminderDue(row, now));
      if (due.length) {
        tx.update(bookings)
          .set({ reminderSentAt: new Date(now) })
          .where(and(inArray(bookings.id, due.map((row) => row.id)), isNull(bookings.reminderSentAt)))
          .run();
      }
      return due;
    },
    { behavior: 'immediate' },
  );
}

/** Options of one check: the clock and the sender (injectable for tests); links use the running SITE_URL. */
export interface ReminderRunOptions {
  now?: number;
  send?: (message: MailMessage) => Promise<unknown>;
}

/** Sends every due reminder once; returns how many were sent and how many failed (and will be retried). */
export async function runDueReminders(db: Db, options: ReminderRunOptions = {}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now();
  const send = options.send ?? sendMail;
  let sent = 0;
  let failed = 0;
  for (const booking of claimDueReminders(db, now)) {
    try {
      await send(reminderEmail(booking, summaryUrl(booking.id)));
      sent += 1;
    } catch (error) {
      failed += 1;
      console.error(`[booking ${bookingReference(booking.id)}] reminder e-mail failed, will retry:`, logMessage(error));
      // Only our own claim is released: a later change (the date moved, a newer claim) is left alone.
      db.update(bookings)
        .set({ reminderSentAt: null })
        .where(and(eq(bookings.id, booking.id), eq(bookings.reminderSentAt, new Date(now))))
        .run();
    }
  }
  return { sent, failed };
}
