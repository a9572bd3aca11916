import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_ERRORS } from '@/features/availability/availability-errors';
import { BOOKING_ERRORS } from '@/features/booking/booking-refusals';
import { SHARE_ERRORS } from '@/features/advance/share-errors';
import { DASHBOARD_ERRORS } from '@/features/dashboard/dashboard-errors';
import { BRIEF_ERRORS } from '@/features/party-brief/brief-errors';
import { REVIEW_ERRORS } from '@/features/reviews/review-errors';
import { BASE_LOCALE, LOCALES } from './i18n';
import { errorText, type ErrorCode, type ErrorMessages, type ErrorParams, type ErrorReason } from './error-codes';
import { FORM_RATE_LIMIT_ERRORS } from './form-rate-limit-errors';
import { RATE_LIMIT_ERRORS } from './rate-limit-errors';

// Every feature's table: `satisfies` fails the type check when a code has no message.
const ALL_ERRORS = {
  ...RATE_LIMIT_ERRORS,
  ...FORM_RATE_LIMIT_ERRORS,
  ...AVAILABILITY_ERRORS,
  ...BOOKING_ERRORS,
  ...SHARE_ERRORS,
  ...DASHBOARD_ERRORS,
  ...REVIEW_ERRORS,
  ...BRIEF_ERRORS,
} satisfies ErrorMessages;
// One example of each code's parameters (a code without one fails the type check).
const EXAMPLES: { [C in ErrorCode]: ErrorParams[C] } = {
  too_many_requests: { minutes: 5 },
  form_rate_limited: { minutes: 10, email: 'bookings@siamhunks.example' },
  availability_too_often: { seconds: 42 },
  performer_booked: { name: 'Ryan', date: '2026-03-14' },
  performer_off: { name: 'Ryan', date: '2026-03-14' },
  confirm_cap: {},
  share_link_unknown: {},
  share_booking_cancelled: {},
  share_already_received: {},
  slip_already_used: {},
  sign_in_needed: {},
  sign_in_link_invalid: {},
  booking_not_found: {},
  booking_not_pending: {},
  review_link_invalid: {},
  review_expired: {},
  review_edit_closed: {},
  review_too_many: { minutes: 7 },
  brief_link_invalid: {},
  brief_booking_cancelled: {},
  brief_closed: {},
};
const CODES = Object.keys(EXAMPLES) as ErrorCode[];
const reasonOf = (code: ErrorCode) => ({ code, params: EXAMPLES[code] }) as ErrorReason;
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('error codes', () => {
  it.each(LOCALES)('%s: the catalogue has a message for every code', (locale) => {
    const messages = catalogue(locale);
    expect(CODES.filter((code) => !messages[`error_${code}`]?.trim())).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    '%s: every code is said in it, in its own words, with its figures',
    (locale) => {
      for (const code of CODES) {
        const text = errorText(ALL_ERRORS, reasonOf(code), locale);
        expect(text, code).not.toBe(errorText(ALL_ERRORS, reasonOf(code), BASE_LOCALE));
        expect(text, code).not.toMatch(/[{}]|undefined/);
      }
    },
  );

  it('says each code in English with its parameters', () => {
    expect(CODES.map((code) => errorText(ALL_ERRORS, reasonOf(code), BASE_LOCALE))).toEqual([
      'Too many requests. Please try again in 5 minutes.',
      'You have sent several messages in a short time. Please try again in 10 minutes or e-mail us at bookings@siamhunks.example.',
      'Availability was checked too often from your connection. Please try again in 42 seconds.',
      'Ryan is already booked at an overlapping time on Sat 14 Mar 2026. Please choose another performer or time.',
      'Ryan is not available at this time on Sat 14 Mar 2026. Please choose another performer or time.',
      'We have already sent 3 confirmation e-mails to this address today. Please follow the link in one of them, or try again tomorrow.',
      'This payment link is unknown or has expired.',
      'This booking is cancelled, so nothing is due.',
      'This share is already paid and received: there is nothing more to report.',
      'This slip was already used for another payment. Please send the slip of this transfer.',
      'Please sign in with the link we e-mailed you',
      'This sign-in link is invalid, used or expired. Please ask for a new one.',
      'Booking not found',
      'Only pending bookings can be changed',
      'This review link is not valid. Please use the link in your latest e-mail from us.',
      'This review link has expired: a review can be written within 30 days of the thank-you e-mail.',
      'This review can no longer be changed: a review can be edited for 14 days after it is written.',
      'Too many reviews were sent from your connection. Please try again in 7 minutes.',
      'This brief link is not valid. Please use the link in your latest e-mail from us.',
      'This booking is cancelled, so it needs no brief.',
      'The brief can no longer be changed: it closes 6 hours before the party. Please call us for any change.',
    ]);
    expect(errorText(ALL_ERRORS, { code: 'form_rate_limited', params: { minutes: 1, email: 'a@b.example' } }, BASE_LOCALE)).toBe(
      'You have sent several messages in a short time. Please try again in 1 minute or e-mail us at a@b.example.',
    );
    expect(errorText(ALL_ERRORS, { code: 'availability_too_often', params: { seconds: 150 } }, BASE_LOCALE)).toBe(
      'Availability was checked too often from your connection. Please try again in 3 minutes.',
    );
  });
});
