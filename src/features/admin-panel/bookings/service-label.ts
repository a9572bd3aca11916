/** How Manage Bookings names a booking's services. */
import { serviceTitles } from '@/content/services';
import type { AdminBooking } from '@/features/admin-panel/types';
import { bookingServices } from './confirm-booking';

/**
 * Every service the customer chose, 'TOPLESS + DOUBLE TROUBLE': the stored serviceType names only the
 * stripper's. Bookings without stored services fall back to their serviceType.
 */
export function serviceLabel(booking: Pick<AdminBooking, 'additionalData' | 'serviceType'>): string {
  const { selectedMaleStripper, selectedToplessWaiter } = bookingServices(booking);
  return serviceTitles(selectedMaleStripper, selectedToplessWaiter).join(' + ') || booking.serviceType;
}
