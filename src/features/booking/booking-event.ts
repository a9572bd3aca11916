/** A booking as a calendar event: a discreet title, the venue, the cash due and the agency's contact. */
import { icsSequence, icsStatus } from '@/features/booking-life/status-labels';
import { formatBaht } from '@/lib/money';
import { site } from '@/lib/site';
import type { BookingView, LinkView } from './booking.server';
import { hashSecret } from '@/lib/server/secrets';
import { bookingReference } from '@/lib/booking-reference';
import { cityLabel } from './booking-view';
import { isCity } from '@/content/cities';
import { cityNameIn } from '@/content/city-names';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { buildIcs, type CalendarEvent } from '@/lib/ics';
import * as clock from '@/lib/clock';

/** The venue line: address and city, the city named in `locale` (English by default). */
export function venueOf(booking: { address?: string | null; location: string | null }, locale: Locale = 'en'): string {
  const key = booking.location?.trim().toLowerCase() ?? '';
  return [booking.address, isCity(key) ? cityNameIn(key, locale) : cityLabel(booking.location, '')].filter(Boolean).join(', ');
}

/**
 * The booking's calendar event. Calendars get shared, so it stays discreet: a title naming no service,
 * an opaque UID (stable, so an updated file replaces the event) and no link to the booking. Its words are in the
 * booking's language.
 */
export function bookingEvent(booking: BookingView | LinkView, domain: string): CalendarEvent {
  const ref = bookingReference(booking.id);
  const locale = booking.locale ?? 'en';
  const o = { locale };
  return {
    uid: `${hashSecret(`calendar:${booking.id}`).slice(0, 32)}@${domain}`,
    date: booking.eventDate,
    time: booking.eventTime,
    durationMinutes: booking.duration ?? 120,
    summary: m.ics_summary({ ref }, o),
    location: venueOf(booking, locale),
    description: [
      `${m.sum_booking_reference({}, o)}: ${ref}`,
      `${m.mail_cash_due({}, o)}: ${formatBaht(booking.cashAmount)}`,
      m.ics_questions({ email: site.email }, o),
    ].join('\n'),
    status: icsStatus(booking.status),
    sequence: icsSequence(booking.status),
  };
}

/** The .ics file of a booking. */
export function bookingIcs(booking: BookingView | LinkView, siteUrl: URL | string, now = clock.currentDate()): string {
  return buildIcs(bookingEvent(booking, new URL(siteUrl).hostname), now);
}

/** The file name offered for download. */
export function icsFileName(id: string): string {
  return `booking-${bookingReference(id)}.ics`;
}
