/** Test support: confirmed bookings whose ฿3,000 advance is split into shares, and the shares' deadline the jobs use. */
import { bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { sharesDeadline } from '@/features/holds/hold-rules';
import { holdSettings } from '@/features/holds/holds.server';
import { bookingFactory } from './booking-rows';

/**
 * A factory of confirmed bookings at 20:00 on `eventDate` with a ฿3,000 advance, their organisers named after `host`
 * (confirmed: the unpaid-hold rule does not apply, so the shares' deadline is 24 hours before the event).
 */
export function shareBookingFactory(host: string, eventDate: string) {
  return bookingFactory(getDb, (seq) => ({
    customerName: `${host} Host${seq}`,
    customerEmail: `${host.toLowerCase()}${seq}@example.com`,
    status: 'confirmed',
    eventDate,
    eventTime: '20:00',
    advanceAmount: 3000,
  }));
}

/** The shares' deadline of a stored booking, by the hold settings in force. */
export const deadlineOf = (row: typeof bookings.$inferSelect): Date => sharesDeadline(row, holdSettings());
