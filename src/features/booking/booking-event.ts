/** A booking as a calendar event: a discreet title, the venue, the cash due and the agency's contact. */
import { formatBaht } from '@/lib/money';
import { site } from '@/lib/site';
import { splitPayment } from '@/features/advance/payment-split';
import type { BookingView } from './booking.server';
import { bookingReference } from '@/lib/booking-reference';
import { CITY_NAMES, isCity } from '@/content/cities';
import { buildIcs, type CalendarEvent } from '@/lib/ics';

/** The venue line: address and city. */
export function venueOf(booking: Pick<BookingView, 'address' | 'location'>): string {
  const city = booking.location && isCity(booking.location) ? CITY_NAMES[booking.location] : booking.location;
  return [booking.address, city].filter(Boolean).join(', ');
}

/** The booking's calendar event; the title names no service, so a shared calendar stays discreet. */
export function bookingEvent(booking: BookingView, summaryUrl: string, domain: string): CalendarEvent {
  const ref = bookingReference(booking.id);
  return {
    uid: `${booking.id}@${domain}`,
    date: booking.eventDate,
    time: booking.eventTime,
    durationMinutes: booking.duration ?? 120,
    summary: `Private party (${ref})`,
    location: venueOf(booking),
    description: [
      `Booking reference: ${ref}`,
      `Cash due on the day: ${formatBaht(splitPayment(booking.totalPrice).cash)}`,
      `Questions: ${site.email}`,
      `Your booking: ${summaryUrl}`,
    ].join('\n'),
    status: booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    url: summaryUrl,
  };
}

/** The .ics file of a booking. */
export function bookingIcs(booking: BookingView, summaryUrl: string, now = new Date()): string {
  return buildIcs(bookingEvent(booking, summaryUrl, new URL(summaryUrl).hostname), now);
}

/** The file name offered for download. */
export function icsFileName(id: string): string {
  return `booking-${bookingReference(id)}.ics`;
}
