/**
 * A performer accepts or declines a booking they are on. The answer is stored per booking and
 * performer (Manage Bookings shows it); a decline e-mails the agency at once, in the same transaction,
 * only when it changes the answer (declining again mails nothing), and the answers are limited per performer.
 */
import { performerAssignments } from '@db/schema';
import { isClosed } from '@/features/booking-life/statuses';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests, type RateLimitRule } from '@/lib/server/rate-limit';
import { queueDeclineNotice } from './performer-portal.mail';
import type { AnswerInput } from './performer-answer.schema';
import { performerBooking, performerBookingByReference, performerView, type PerformerBookingView } from './performer-bookings.server';
import type { SignedInPerformer } from './performer-auth.server';
import * as clock from '@/lib/clock';

/** How many answers a performer may send (all bookings together): far above a real week's, far below a flood. */
export const ANSWER_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

/** Counts one answer of the performer; throws 429 with Retry-After past ANSWER_LIMIT (before the answer is looked at). */
export function limitAnswers(db: Db, performerId: string, now = clock.now()): void {
  const hit = hitRateLimit(db, `performer-answer:${performerId}`, ANSWER_LIMIT, now);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** Stores the performer's answer to their booking (by its reference); 404 for another's booking, 409 once it is past, cancelled or completed. */
export function answerBooking(
  db: Db,
  performer: SignedInPerformer,
  reference: string,
  input: AnswerInput,
  now = clock.now(),
): PerformerBookingView {
  return db.transaction(
    (tx) => {
      const booking = performerBookingByReference(tx, performer.id, reference, now);
      const bookingId = booking.id;
      if (booking.past || isClosed(booking.status)) throw refuse(409, { code: 'answer_closed', params: {} });
      const answer = input.answer === 'accept' ? 'accepted' : 'declined';
      const reason = answer === 'declined' ? (input.reason ?? null) : null;
      const values = { answer, reason, answeredAt: new Date(now) } as const;
      tx.insert(performerAssignments)
        .values({ bookingId, performerId: performer.id, ...values })
        .onConflictDoUpdate({ target: [performerAssignments.bookingId, performerAssignments.performerId], set: values })
        .run();
      if (answer === 'declined' && booking.answer !== 'declined') queueDeclineNotice(tx, performer.name, booking, reason ?? '');
      // Read again: what he sees depends on his answer (a decline hides the address, the note and the brief).
      return performerView(performerBooking(tx, performer.id, bookingId, now));
    },
    { behavior: 'immediate' },
  );
}
