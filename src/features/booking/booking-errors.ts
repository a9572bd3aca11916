/**
 * The booking form's validation messages in the page's language. The rules (booking.schema.ts, shared
 * with the API) speak the spec's English; a Thai page shows each message's catalogue translation.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// The schema's English → its message; only these functions ship with the booking island.
const BY_TEXT: Record<string, Message> = Object.fromEntries(
  [
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
  ].map((message) => [message({}, { locale: 'en' }), message as Message]),
);

/** A validation message in `locale`; a message the catalogue does not know stays as it is. */
export function translateError(message: string | undefined, locale: Locale): string | undefined {
  if (!message || locale === 'en') return message;
  const known = BY_TEXT[message];
  if (known) return known({}, { locale });
  const max = /^Please keep this under (\d+) characters$/.exec(message)?.[1];
  return max ? m.v_too_long({ max }, { locale }) : message;
}
