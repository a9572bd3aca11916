import { deleteBooking, findBooking } from '@/features/booking/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** One booking with its performers (the Booking Details dialog). */
export const GET = withAdmin(({ params }) => {
  const booking = findBooking(getDb(), params.id ?? '');
  return booking ? json(booking) : jsonError(404, 'Booking not found');
});

/** Deletes a booking. */
export const DELETE = withAdmin(({ params }) =>
  deleteBooking(getDb(), params.id ?? '') ? json({ success: true }) : jsonError(404, 'Booking not found'),
);
