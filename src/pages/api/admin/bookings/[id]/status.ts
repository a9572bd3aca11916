import { readBody } from '@/features/admin/body';
import { bookingStatusSchema } from '@/features/booking/manage-bookings.schema';
import { setBookingStatus } from '@/features/booking/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Changes a booking's status (pending, confirmed, completed, cancelled). */
export const PATCH = withAdmin(async ({ request, params }) => {
  const input = await readBody(request, bookingStatusSchema);
  if (!input.ok) return input.response;
  const booking = setBookingStatus(getDb(), params.id ?? '', input.data.status);
  return booking ? json(booking) : jsonError(404, 'Booking not found');
});
