import { summaryUrl } from '@/features/booking/booking.mail';
import { findBooking } from '@/features/booking/booking.server';
import { isBookingId } from '@/lib/booking-reference';
import { bookingIcs, icsFileName } from '@/features/booking/booking-event';
import { getDb } from '@/lib/server/db';
import { HttpError, route } from '@/lib/server/http';

export const prerender = false;

/** The booking as an iCalendar file ('Add to calendar'): 400 for a malformed id, 404 when unknown. */
export const GET = route(({ params }) => {
  if (!isBookingId(params.id)) throw new HttpError(400, 'Invalid booking id');
  const booking = findBooking(getDb(), params.id);
  if (!booking) throw new HttpError(404, 'Booking not found');
  return new Response(bookingIcs(booking, summaryUrl(booking.id)), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(booking.id)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
