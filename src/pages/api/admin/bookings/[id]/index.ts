import { deleteBooking, findBooking } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { HttpError, json } from '@/lib/server/http';

export const prerender = false;

const notFound = () => new HttpError(404, 'Booking not found');

/** One booking with its performers (the Booking Details dialog). */
export const GET = withAdmin(
  ({ params }) => {
    const booking = findBooking(getDb(), params.id ?? '');
    if (!booking) throw notFound();
    return json(booking);
  },
  { role: 'staff' },
);

/** Deletes a booking. */
export const DELETE = withAdmin(
  ({ params }) => {
    if (!deleteBooking(getDb(), params.id ?? '')) throw notFound();
    return json({ success: true });
  },
  { role: 'owner' },
);
