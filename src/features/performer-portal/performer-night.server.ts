/**
 * A performer says his status on the night of one of his bookings ("On my way", "Arrived", "Finished";
 * features/night-status keeps their order and tells the customer). Only his own confirmed bookings that he
 * has not declined, from 12 hours before the start until 12 hours after the end.
 */
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { nightRefusal } from '@/features/night-status/night-rules';
import { nightBounds, recordNightStatus, type NightView } from '@/features/night-status/night-status.server';
import type { NightStatusInput } from '@/features/night-status/night-status.schema';
import { performerBookingByReference } from './performer-bookings.server';
import type { SignedInPerformer } from './performer-auth.server';
import * as clock from '@/lib/clock';

/** Stores the performer's status for his booking (by its reference): 404 for a booking he is not on; 409 when it is not his night to tell or out of order. */
export function sayNightStatus(
  db: Db,
  performer: SignedInPerformer,
  reference: string,
  input: NightStatusInput,
  now = clock.now(),
): NightView {
  return db.transaction(
    (tx) => {
      const booking = performerBookingByReference(tx, performer.id, reference, now);
      const bounds = nightBounds(booking);
      const refusal = nightRefusal({ ...booking, ...bounds }, now);
      if (refusal) throw refuse(409, refusal);
      const subject = { bookingId: booking.id, performerId: performer.id, performerName: performer.name, start: bounds.start };
      return recordNightStatus(tx, subject, input, now);
    },
    { behavior: 'immediate' },
  );
}
