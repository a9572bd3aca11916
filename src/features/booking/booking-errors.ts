/**
 * The booking form's validation messages in the page's language. The rules (booking.schema.ts, shared
 * with the API) speak the spec's English; a Thai page shows each message's catalogue translation.
 * (The server's refusals are said from their code: booking-refusals.ts.)
 */
import { messageTranslator, type MessagePattern, type PlainMessage } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** The booking rules' messages without a number in them. */
export const BOOKING_MESSAGES: PlainMessage[] = [
  m.v_name_required,
  m.v_email_invalid,
  m.v_phone_required,
  m.v_phone_invalid,
  m.v_address_required,
  m.v_venue_required,
  m.v_sound_required,
  m.v_occasion_required,
  m.v_requests_too_long,
  m.v_service_required,
  m.v_waiter_invalid,
  m.v_too_many_performers,
  m.v_stripper_count,
  m.v_waiter_count,
  m.v_location_required,
  m.v_date_required,
  m.v_date_invalid,
  m.v_time_required,
  m.v_time_invalid,
  m.v_date_past,
  m.v_time_past,
];

/** The booking rules' messages with a number in them. */
export const BOOKING_PATTERNS: MessagePattern[] = [
  [/^Please keep this under (\d+) characters$/, ([, max = ''], locale) => m.v_too_long({ max }, { locale })],
];

/** A validation message in `locale`; a message the catalogue does not know stays as it is. */
export const translateError = messageTranslator(BOOKING_MESSAGES, BOOKING_PATTERNS);
