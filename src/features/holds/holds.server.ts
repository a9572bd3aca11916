/**
 * The release of unpaid holds (rule: hold-rules.ts). The job reminds and releases in one immediate
 * transaction per run, marking each booking with the e-mail it queues, so two runs (or a restart)
 * never send twice. The admin extends a hold (its clock starts again) or, as the owner, exempts it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { unpaidHoldGraceHours, unpaidHoldHours } from '@/lib/server/config';
import { defineJob } from '@/lib/server/jobs';
import { summaryUrl } from '@/features/booking/booking.mail';
import { holdActionAt, holdExpiresAt, type HoldSettings } from './hold-rules';
import { queueHoldReleased, queueHoldReminder } from './holds.mail';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import * as clock from '@/lib/clock';
import { moveBooking } from '@/features/booking-life/booking-life.server';

/** The settings as they are now (read on each call, so a test can change them). */
export const holdSettings = (): HoldSettings => ({ holdHours: unpaidHoldHours(), graceHours: unpaidHoldGraceHours() });

/** One run at `now`: queues due reminders and cancels due holds (their performers are free again); answers how many of each. */
export function runHoldRelease(db: Db, now = clock.now()): { reminded: number; released: number } {
  const settings = holdSettings();
  return db.transaction(
    (tx) => {
      const candidates = tx
        .select()
        .from(bookings)
        // The pending bookings are few, the unpaid ones years of them: `+` keeps the planner on the status index.
        .where(and(eq(bookings.status, 'pending'), sql`+${bookings.advanceStatus} = 'unpaid'`, eq(bookings.holdExempt, false)))
        .all();
      let reminded = 0;
      let released = 0;
      for (const row of candidates) {
        const action = holdActionAt(row, now, settings);
        if (action === 'remind') {
          const marked = { ...row, holdReminderSentAt: new Date(now) };
          tx.update(bookings).set({ holdReminderSentAt: marked.holdReminderSentAt }).where(eq(bookings.id, row.id)).run();
          queueHoldReminder(tx, row, summaryUrl(row.id, row.locale), holdExpiresAt(marked, settings)!);
          reminded += 1;
        } else if (action === 'release') {
          // A cancelled booking holds nobody: the one conflict rule counts only pending and confirmed ones.
          moveBooking(tx, row.id, {
            move: 'releaseHold',
            by: 'job',
            now,
            mail: { kind: 'hold-released', queue: () => queueHoldReleased(tx, row) },
          });
          released += 1;
        }
      }
      return { reminded, released };
    },
    { behavior: 'immediate' },
  );
}

/** Extends a booking's hold: its clock starts again at `now` (a new reminder after N hours). 404 unknown. */
export function extendHold(db: Db, id: string, now = clock.now()): void {
  const changed = db
    .update(bookings)
    .set({ heldSince: new Date(now), holdReminderSentAt: null })
    .where(eq(bookings.id, id))
    .run().changes;
  if (!changed) throw agencyBookingNotFound();
}

/** Exempts a booking from the release (or includes it again): the owner's decision. 404 unknown. */
export function setHoldExempt(db: Db, id: string, exempt: boolean): void {
  const changed = db
    .update(bookings)
    .set({ holdExempt: exempt, ...(!exempt && { holdReminderSentAt: null }) })
    .where(inArray(bookings.id, [id]))
    .run().changes;
  if (!changed) throw agencyBookingNotFound();
}

/** The release of unpaid holds as a background job (src/lib/server/jobs.ts), every 15 minutes; started by src/startup.ts. */
export const holdReleaseJob = defineJob({ name: 'holds', every: 15 * 60_000, run: runHoldRelease });
