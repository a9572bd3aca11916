/**
 * The booking rules (booking.schema.ts, and the slot's: availability.schema.ts) said from their codes in the
 * reader's language: the booking form's validation module and the dashboard's refusals use this table.
 * (The server's refusals are said from their code: booking-refusals.ts.)
 */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** Every code the booking rules give (the request's and the slot's), with its message. */
export const BOOKING_RULE_ERRORS = {
  name_required: fromCatalogue(m.error_name_required),
  name_no_letter: fromCatalogue(m.error_name_no_letter),
  email_invalid: fromCatalogue(m.error_email_invalid),
  phone_required: fromCatalogue(m.error_phone_required),
  phone_invalid: fromCatalogue(m.error_phone_invalid),
  address_required: fromCatalogue(m.error_address_required),
  venue_required: fromCatalogue(m.error_venue_required),
  sound_required: fromCatalogue(m.error_sound_required),
  occasion_required: fromCatalogue(m.error_occasion_required),
  requests_too_long: fromCatalogue(m.error_requests_too_long),
  too_long: fromCatalogue(m.error_too_long),
  service_required: fromCatalogue(m.error_service_required),
  waiter_invalid: fromCatalogue(m.error_waiter_invalid),
  too_many_performers: fromCatalogue(m.error_too_many_performers),
  stripper_count: fromCatalogue(m.error_stripper_count),
  waiter_count: fromCatalogue(m.error_waiter_count),
  location_required: fromCatalogue(m.error_location_required),
  date_required: fromCatalogue(m.error_date_required),
  date_invalid: fromCatalogue(m.error_date_invalid),
  time_required: fromCatalogue(m.error_time_required),
  time_invalid: fromCatalogue(m.error_time_invalid),
  date_past: fromCatalogue(m.error_date_past),
  time_past: fromCatalogue(m.error_time_past),
} satisfies Partial<ErrorMessages>;

/**
 * `performance_style_invalid` {styles}: a request whose style is none of the list. The form derives the style from
 * its service, so only a forged request meets it; the form's lazily loaded rules say it with the duration's.
 */
export const BOOKING_STYLE_ERRORS: ErrorMessages<'performance_style_invalid'> = {
  performance_style_invalid: fromCatalogue(m.error_performance_style_invalid),
};
