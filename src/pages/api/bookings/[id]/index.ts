import type { APIRoute } from 'astro';
import { findBooking } from '@/features/booking/booking.server';
import { isBookingId } from '@/lib/booking-reference';
import { getDb } from '@/lib/server/db';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** One booking for its summary: 400 for a malformed id, 404 when unknown. */
export const GET: APIRoute = ({ params }) => {
  if (!isBookingId(params.id)) return jsonError(400, 'Invalid booking id');
  const booking = findBooking(getDb(), params.id);
  return booking ? json(booking) : jsonError(404, 'Booking not found');
};
