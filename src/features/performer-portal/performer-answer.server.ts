/**
 * A performer accepts or declines a booking they are on. The answer is stored per booking and
 * performer (Manage Bookings shows it); a decline e-mails the agency at once, in the same transaction.
 */
import { performerAssignments } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { queueDeclineNotice } from './performer-portal.mail';
import type { AnswerInput } from './performer-answer.schema';
import { performerBooking, type PerformerBooking } from './performer-bookings.server';
import type { SignedInPerformer } from './performer-auth.server';

/** Stores the performer's answer to their booking; 404 for another's booking, 409 once it is past, cancelled or completed. */
export function answerBooking(
  db: Db,
  performer: SignedInPerformer,
  bookingId: string,
  input: AnswerInput,
  now = Date.now(),
): PerformerBooking {
  return db.transaction(
    (tx) => {
      const booking = performerBooking(tx, performer.id, bookingId, now);
      if (booking.past || booking.status === 'cancelled' || booking.status === 'completed')
        throw new HttpError(409, 'This booking can no longer be answered');
      const answer = input.answer === 'accept' ? 'accepted' : 'declined';
      const reason = answer === 'declined' ? (input.reason ?? null) : null;
      const values = { answer, reason, answeredAt: new Date(now) } as const;
      tx.insert(performerAssignments)
        .values({ bookingId, performerId: performer.id, ...values })
        .onConflictDoUpdate({ target: [performerAssignments.bookingId, performerAssignments.performerId], set: values })
        .run();
      if (answer === 'declined') queueDeclineNotice(tx, performer.name, booking, reason ?? '');
      return { ...booking, answer, reason };
    },
    { behavior: 'immediate' },
  );
}
