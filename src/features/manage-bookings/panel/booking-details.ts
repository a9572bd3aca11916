/**
 * Booking Details' rows, label and value, every one in the reader's panel language: the labels the customer chose (the
 * form's option lists), both services, times in Asia/Bangkok, the duration in hours and the price lines the customer sees.
 */
import type { PanelLocale } from '@db/locales';
import { formatDateTime, formatEventDateTime } from '@/lib/dates';
import { bookingReference, formatBaht, formatHours } from '@/features/admin-panel/format';
import { AGENCY_OPTION_LABELS, agencyWordsIn } from '@/features/booking/agency-catalogue';
import { m as pm } from '@/paraglide-panel/messages';
import { pickMoney } from '@/features/booking-life/payment-split';
import { priceLines } from '@/features/booking/price-lines';
import { cityLabel } from '@/features/booking/booking-view';
import { agencyBriefLine } from '@/features/party-brief/brief-labels';
import { readBookingData } from '@/features/booking/booking-data';
import { serviceName } from '@/features/booking/service-name';
import type { AdminBooking } from './bookings-api';
import { bookingServices } from './confirm-booking';
import { answerLines, performerName } from './performer-answers';
import { adminAdvanceLabel } from './advance-actions';
import { statusLabel, styleLabel } from './booking-row';

/** The booking's rows as the dialog lists them. */
export function detailRows(booking: AdminBooking, locale: PanelLocale): [string, string][] {
  const o = { locale };
  // The booking in the reader's panel language.
  const words = agencyWordsIn(locale);
  const option = (group: keyof typeof AGENCY_OPTION_LABELS, value: string | null) => (value ? (words.option(group, value) ?? value) : '—');
  // The booking's performers by role (named by the booking itself), then those deleted since by the name they had.
  const names = (ids: string[], role: 'stripper' | 'waiter') =>
    [
      ...ids.map((id) => performerName(booking, id)),
      ...booking.formerPerformers.filter((p) => p.role === role).map((p) => pm.bookings_former_performer({ name: p.name }, o)),
    ].join(', ') || '—';
  return [
    [pm.bookings_row_reference({}, o), `#${bookingReference(booking.id)}`],
    [pm.bookings_row_status({}, o), statusLabel(booking.status, locale)],
    [pm.bookings_row_customer({}, o), booking.customerName],
    [pm.bookings_row_email({}, o), booking.customerEmail || '—'],
    [pm.bookings_row_phone({}, o), booking.customerPhone || '—'],
    [pm.bookings_row_event({}, o), formatEventDateTime(booking.eventDate, booking.eventTime, locale)],
    [pm.bookings_row_duration({}, o), formatHours(booking.duration, locale)],
    [pm.bookings_row_city({}, o), cityLabel(booking.location, '—')],
    [pm.bookings_row_address({}, o), booking.address || '—'],
    [pm.bookings_row_venue({}, o), option('venue', booking.venueType)],
    [pm.bookings_row_sound({}, o), option('sound', booking.soundSystem)],
    [pm.bookings_row_occasion({}, o), option('occasion', booking.occasion)],
    [pm.bookings_row_services({}, o), serviceName(booking)],
    [pm.bookings_row_style({}, o), styleLabel(booking.performanceStyle, locale)],
    [pm.bookings_row_strippers({}, o), names(booking.stripperIds, 'stripper')],
    [pm.bookings_row_waiters({}, o), names(booking.waiterIds, 'waiter')],
    [pm.bookings_row_brief({}, o), agencyBriefLine(booking.brief)],
    [pm.bookings_row_answers({}, o), answerLines(booking, locale).join('; ') || '—'],
    // The customer's price lines from the stored money, in the reader's words.
    ...priceLines(
      {
        ...pickMoney(booking),
        services: bookingServices(booking),
        price: readBookingData(booking.additionalData).price,
      },
      words,
    ),
    ...(booking.priceOverrideReason
      ? ([
          [
            pm.bookings_row_override({}, o),
            pm.bookings_row_override_value({ reason: booking.priceOverrideReason, price: formatBaht(booking.enginePrice ?? 0) }, o),
          ],
        ] as [string, string][])
      : []),
    [pm.bookings_row_source({}, o), (booking.source === 'agency' ? pm.bookings_source_agency : pm.bookings_source_customer)({}, o)],
    [pm.bookings_row_advance({}, o), adminAdvanceLabel(booking.advanceStatus, locale)],
    [pm.bookings_row_hold({}, o), holdLine(booking, locale)],
    [pm.bookings_row_reported({}, o), booking.advanceReportedAt ? formatDateTime(booking.advanceReportedAt, locale) : '—'],
    [pm.bookings_row_reminder({}, o), booking.reminderSentAt ? formatDateTime(booking.reminderSentAt, locale) : '—'],
    [pm.bookings_row_requests({}, o), booking.specialRequests || '—'],
    [pm.bookings_row_booked({}, o), formatDateTime(booking.createdAt, locale)],
  ];
}

/** The unpaid hold: exempt, when it expires, or none. */
function holdLine(booking: AdminBooking, locale: PanelLocale): string {
  if (booking.holdExempt) return pm.bookings_hold_exempt({}, { locale });
  return booking.holdExpiresAt ? pm.bookings_hold_expires({ when: formatDateTime(booking.holdExpiresAt, locale) }, { locale }) : '—';
}
