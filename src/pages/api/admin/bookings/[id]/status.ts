import { bookingStatusSchema } from '@/features/booking/manage-bookings.schema';
import { setBookingStatus } from '@/features/booking/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { HttpError, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Changes a booking's status (pending, confirmed, completed, cancelled). */
export const PATCH = withAdmin(async ({ request, params }) => {
  const { status } = await readJson(request, { schema: bookingStatusSchema });
  const booking = setBookingStatus(getDb(), params.id ?? '', status);
  if (!booking) throw new HttpError(404, 'Booking not found');
  return json(booking);
});
