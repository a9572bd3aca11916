/** Test helper: valid POST /api/bookings bodies that never conflict with each other (or that all clash). */
import { seedPerformers } from '@db/seed/performers';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingBody as formBody } from '../booking-request';

/** Seeded Bangkok performers who do the topless stripper show (the bodies below book one of them alone). */
export const bangkokStrippers = seedPerformers.filter(
  (p) => p.location === 'bangkok' && p.isAvailable && p.tags?.includes('Male Stripper') && p.availableFor?.includes('topless'),
);

/** A valid one-stripper booking body (60 minutes) for performer on date at time: the booking form's body with these over it. */
export function bookingBody(performerId: string, eventDate: string, eventTime: string, extra: Record<string, unknown> = {}) {
  return formBody({
    customerName: 'Reliability Tester',
    customerEmail: 'tester@example.com',
    eventDate,
    eventTime,
    stripperIds: [performerId],
    totalPrice: 1,
    ...extra,
  });
}

/**
 * The i-th of a series of bookings that never overlap: performers in turn, then two-hour slots
 * (00:00, 02:00 ... 22:00), then days, starting `firstDay` days from today.
 */
export function distinctBooking(i: number, firstDay = 10) {
  const performer = bangkokStrippers[i % bangkokStrippers.length]!;
  const slot = Math.floor(i / bangkokStrippers.length);
  const day = firstDay + Math.floor(slot / 12);
  const time = `${String((slot % 12) * 2).padStart(2, '0')}:00`;
  return bookingBody(performer.id, addDays(todayInBangkok(), day), time, {
    customerName: `Reliability Tester ${i}`,
    // Its own address: one address gets at most 3 confirm e-mails a day.
    customerEmail: `tester${i}@example.com`,
  });
}
