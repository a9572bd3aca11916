/**
 * The reminders of a split advance, a job: a guest whose share is still pending and who was sent her link by
 * e-mail gets a reminder 48 hours after it was sent and another 24 hours before the shares' deadline (each
 * with a fresh link, since only hashes are kept; the earlier links keep working), each once per sending; at the deadline the organiser is told
 * once which shares are still open and that they now fall to her (she has the margin until the advance's own
 * deadline to cover them). Bookings cancelled, unconfirmed or past are left alone.
 */
import { HOLDS_PERFORMERS } from '@/features/booking-life/statuses';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { advanceShares, bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { defineJob } from '@/lib/server/jobs';
import { todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { summaryUrl } from '@/features/booking/booking.mail';
import { shareReference } from '@/features/advance/shares';
import { newShareLink } from '@/features/advance/shares.server';
import { hitShareRecipient } from '@/features/advance/share-send-limit.server';
import { queueShareMail, queueSharesDueNotice } from '@/features/advance/shares.mail';
import { sharesDeadline } from './hold-rules';
import { holdSettings } from './holds.server';

const HOUR = 3_600_000;
/** Hours after a link was e-mailed before its first reminder. */
export const SHARE_REMINDER_AFTER_HOURS = 48;
/** Hours before the shares' deadline of the last call. */
export const SHARE_LAST_CALL_HOURS = 24;

/** One run at `now`: the reminders and deadline notices due, each sent once; answers how many of each. */
export function runShareReminders(db: Db, now: number): { reminded: number; lastCalls: number; notices: number } {
  const settings = holdSettings();
  const done = { reminded: 0, lastCalls: 0, notices: 0 };
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({ share: advanceShares, booking: bookings })
        .from(advanceShares)
        .innerJoin(bookings, eq(bookings.id, advanceShares.bookingId))
        .where(
          and(
            eq(advanceShares.status, 'pending'),
            inArray(bookings.status, HOLDS_PERFORMERS),
            // An advance received or refunded settles its shares (older rows may still say pending): nobody is asked.
            inArray(bookings.advanceStatus, ['unpaid', 'reported']),
            gte(bookings.eventDate, todayInBangkok(new Date(now))),
          ),
        )
        .all();
      const noticed = new Set<string>();
      for (const { share, booking } of rows) {
        const deadline = sharesDeadline(booking, settings);
        const reference = shareReference(bookingReference(booking.id), share.number);
        if (now >= deadline.getTime()) {
          if (share.dueNoticeAt || noticed.has(booking.id)) continue;
          noticed.add(booking.id);
          const open = rows.filter((row) => row.booking.id === booking.id);
          if (open.some((row) => row.share.dueNoticeAt)) continue;
          queueSharesDueNotice(
            tx,
            booking,
            open.map((row) => ({
              number: row.share.number,
              amount: row.share.amount,
              reference: shareReference(bookingReference(booking.id), row.share.number),
            })),
            summaryUrl(booking.id, booking.locale ?? 'en'),
          );
          tx.update(advanceShares)
            .set({ dueNoticeAt: new Date(now) })
            .where(
              inArray(
                advanceShares.id,
                open.map((row) => row.share.id),
              ),
            )
            .run();
          done.notices += 1;
          continue;
        }
        if (!share.guestEmail || !share.sentAt) continue;
        const lastCall = !share.lastCallAt && now >= deadline.getTime() - SHARE_LAST_CALL_HOURS * HOUR;
        const reminder = !share.remindedAt && now >= share.sentAt.getTime() + SHARE_REMINDER_AFTER_HOURS * HOUR;
        if (!lastCall && !reminder) continue;
        // The guest's mailbox has had its share e-mails for the hour (the organiser's sends included): a later run sends it.
        if (!hitShareRecipient(db, share.guestEmail, now).allowed) continue;
        // Both due at once: the last call says it all, and the 48-hour reminder counts as sent.
        const { url } = newShareLink(tx, booking.id, share.number);
        queueShareMail(tx, lastCall ? 'share-last-call' : 'share-reminder', booking, {
          email: share.guestEmail,
          amount: share.amount,
          reference,
          url,
          deadline,
        });
        const at = new Date(now);
        tx.update(advanceShares)
          .set(lastCall ? { lastCallAt: at, remindedAt: share.remindedAt ?? at } : { remindedAt: at })
          .where(eq(advanceShares.id, share.id))
          .run();
        if (lastCall) done.lastCalls += 1;
        else done.reminded += 1;
      }
      return done;
    },
    { behavior: 'immediate' },
  );
}

/** The share reminders job: every 15 minutes. */
export const shareReminderJob = defineJob({ name: 'share-reminders', every: 15 * 60_000, run: runShareReminders });
