/**
 * The booking form's validation messages in the page's language. The rules (booking.schema.ts, shared
 * with the API) speak the spec's English; a Thai page shows each message's catalogue translation.
 */
import type { Locale } from '@/lib/i18n';
import { formatEventDate } from '@/lib/event-time';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The server's English day ('Sat 14 Mar 2026', formatEventDay) as the reader's date; as it is if unreadable. */
function dayIn(day: string, locale: Locale): string {
  const [, date = '', month = '', year = ''] = /(\d{1,2}) (\w+) (\d{4})$/.exec(day) ?? [];
  const index = month.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(month)) : -1;
  if (index < 0) return day;
  return formatEventDate(`${year}-${String(index + 1).padStart(2, '0')}-${date.padStart(2, '0')}`, locale);
}

/**
 * The server's refusals the booking pages show (409 performer taken, 429 limits) in `locale`: the API
 * speaks English; the form and the confirm page put its words in the page's language.
 */
export const translateServerMessage = messageTranslator(
  [m.forms_bk_confirm_cap],
  [
    [
      /^(.+) is already booked at an overlapping time on (.+)\. Please choose another performer or time\.$/,
      ([, name = '', day = ''], locale) => m.forms_bk_clash_booked({ name, day: dayIn(day, locale) }, { locale }),
    ],
    [
      /^(.+) is not available at this time on (.+)\. Please choose another performer or time\.$/,
      ([, name = '', day = ''], locale) => m.forms_bk_clash_off({ name, day: dayIn(day, locale) }, { locale }),
    ],
    [
      /^Too many requests\. Please try again in (\d+) minutes?\.$/,
      ([, minutes = ''], locale) => m.forms_bk_too_many({ minutes }, { locale }),
    ],
    [
      /^Availability was checked too often from your connection\. Please try again in (\d+) seconds\.$/,
      ([, seconds = ''], locale) => m.forms_bk_checked_seconds({ seconds }, { locale }),
    ],
    [
      /^Availability was checked too often from your connection\. Please try again in (\d+) minutes\.$/,
      ([, minutes = ''], locale) => m.forms_bk_checked_minutes({ minutes }, { locale }),
    ],
  ],
);
