/**
 * The due-reminder check. Each due booking is claimed (reminderSentAt set) and its reminder queued in
 * the outbox in one immediate transaction, so two checks (or two processes) never both queue it, a
 * restart never queues it again, and the outbox retries a failed delivery.
 */
import { and, inArray, isNull, ne } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { HOLDS_PERFORMERS } from '@/features/booking-life/statuses';
import { nightStates } from '@/features/night-status/night-status.server';
import type { Db } from '@/lib/server/db';
import { enqueueMail } from '@/features/notifications/outbox.server';
import { summaryUrl } from '@/features/booking/booking.mail';
import { candidateDates, isReminderDue } from './reminder-due';
import { agencyChannels } from '@/features/reach-agency/agency-channels.server';
import { reminderEmail } from './reminder.mail';
import * as clock from '@/lib/clock';

/** Claims every booking whose reminder is due at `now` and queues its reminder in the same transaction; returns the claimed rows. */
export function claimDueReminders(db: Db, now: number) {
  return db.transaction(
    (tx) => {
      const candidates = tx
        .select()
        .from(bookings)
        .where(
          and(
            isNull(bookings.reminderSentAt),
            // The bookings still to come that hold their performers (not a request, a cancelled or a completed one).
            inArray(bookings.status, HOLDS_PERFORMERS),
            // A booking taken by phone may have no address: the agency reminds that customer itself.
            ne(bookings.customerEmail, ''),
            inArray(bookings.eventDate, candidateDates(now)),
          ),
        )
        .all()
        .filter((row) => isReminderDue(row, now));
      // A night already begun (a performer said "On my way" or more, a same-day booking) needs no reminder: never one after it.
      const begun = nightStates(
        tx,
        candidates.map((row) => row.id),
      );
      const due = candidates.filter((row) => !begun.has(row.id));
      if (due.length) {
        tx.update(bookings)
          .set({ reminderSentAt: new Date(now) })
          .where(
            and(
              inArray(
                bookings.id,
                due.map((row) => row.id),
              ),
              isNull(bookings.reminderSentAt),
            ),
          )
          .run();
        const channels = agencyChannels(db);
        for (const booking of due) {
          enqueueMail(tx, reminderEmail(booking, summaryUrl(booking.id, booking.locale), now, channels), {
            kind: 'reminder',
            bookingId: booking.id,
          });
        }
      }
      return due;
    },
    { behavior: 'immediate' },
  );
}

/** Options of one check: the clock (injectable for tests); links use the running SITE_URL. */
export interface ReminderRunOptions {
  now?: number;
}

/** Queues every due reminder once (the outbox delivers and retries them); returns how many were queued. */
export function runDueReminders(db: Db, options: ReminderRunOptions = {}): { queued: number } {
  return { queued: claimDueReminders(db, options.now ?? clock.now()).length };
}
