/** Test support: booking rows written straight to a database, for tests of what happens to a booking after it exists. */
import { bookingPerformers, bookings } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { agreedMoney } from '@/features/booking-life/payment-split';

/** The columns of a booking row. */
export type BookingRow = typeof bookings.$inferInsert;

/**
 * A booking factory: the n-th call inserts a pending Pattaya booking on 1 June 2030, created n minutes
 * after 1 January 2030 (so lists have a fixed order), overridden by `defaults(n)` and then by the call's
 * own fields; it returns the stored row. Its money, unless given, is its total's at the seeded 30%.
 */
export function bookingFactory(db: () => Db, defaults: (seq: number) => Partial<BookingRow> = () => ({})) {
  let seq = 0;
  return (fields: Partial<BookingRow> = {}) => {
    seq += 1;
    const given = { ...defaults(seq), ...fields };
    return db()
      .insert(bookings)
      .values({
        customerName: `Guest ${seq}`,
        customerEmail: `guest${seq}@example.com`,
        serviceType: 'male-stripper',
        performanceStyle: 'topless',
        eventDate: '2030-06-01',
        eventTime: '20:00',
        duration: 60,
        totalPrice: 10000,
        location: 'pattaya',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, seq)),
        ...(given.advanceAmount === undefined && agreedMoney(given.totalPrice ?? 10000, 30)),
        ...given,
      })
      .returning()
      .get();
  };
}

/** Puts a performer on a booking: as its stripper, 20:00 to 21:00 on its date, unless `slot` says otherwise. */
export function holdPerformer(
  db: Db,
  booking: { id: string; eventDate: string },
  performerId: string,
  slot: Partial<typeof bookingPerformers.$inferInsert> = {},
): void {
  db.insert(bookingPerformers)
    .values({
      bookingId: booking.id,
      performerId,
      role: 'stripper',
      eventDate: booking.eventDate,
      startMinute: 1200,
      endMinute: 1260,
      ...slot,
    })
    .run();
}
