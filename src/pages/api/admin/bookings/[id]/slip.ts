import { findBooking } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse } from '@/lib/server/http';
import { readSlip, slipResponse } from '@/lib/server/slips';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** The advance transfer slip of a booking (admin only): a re-encoded WebP, never cached, never sniffed. */
export const GET = withAdmin(
  async ({ params }) => {
    const booking = findBooking(getDb(), params.id ?? '');
    if (!booking) throw agencyBookingNotFound();
    const data = await readSlip(booking.advanceSlip);
    if (!data) throw refuse(404, { code: 'booking_slip_missing', params: {} });
    return slipResponse(data);
  },
  { role: 'staff' },
);
