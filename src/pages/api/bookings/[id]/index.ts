import { findBooking } from '@/features/booking/booking.server';
import { isBookingId } from '@/lib/booking-reference';
import { getDb } from '@/lib/server/db';
import { HttpError, json, route } from '@/lib/server/http';

export const prerender = false;

/** One booking for its summary: 400 for a malformed id, 404 when unknown. */
export const GET = route(({ params }) => {
  if (!isBookingId(params.id)) throw new HttpError(400, 'Invalid booking id');
  const booking = findBooking(getDb(), params.id);
  if (!booking) throw new HttpError(404, 'Booking not found');
  return json(booking);
});
