import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES } from './i18n';
import { agencyMessage, codedMessage, type AgencyErrorMessages, type ErrorCode, type ErrorParams, type ErrorReason } from './error-codes';
import { ALL_ERRORS } from '@test/error-tables';
import { AGENCY_ERRORS } from '@/features/admin/agency-errors';

const ALL_AGENCY_ERRORS = { ...AGENCY_ERRORS } satisfies Partial<AgencyErrorMessages>;
// `satisfies` fails the type check when a code has a message in neither.
const SAID = { ...ALL_ERRORS, ...ALL_AGENCY_ERRORS } satisfies Record<ErrorCode, unknown>;
// The forms' rules (each field's code, with the spec's English): contact, application, booking and the desk's.
const RULE_ENGLISH: Partial<Record<ErrorCode, string>> = {
  email_required: 'Email is required',
  email_invalid: 'Please enter a valid email address',
  email_too_long: 'Email must be at most 254 characters',
  phone_too_long: 'Phone number must be at most 40 characters',
  first_name_required: 'First name is required',
  first_name_too_long: 'First name must be at most 100 characters',
  last_name_required: 'Last name is required',
  last_name_too_long: 'Last name must be at most 100 characters',
  inquiry_required: 'Please select an inquiry type',
  message_required: 'Please describe your luxury experience',
  message_too_long: 'Message must be at most 5000 characters',
  privacy_required: 'You must accept the privacy policy and terms of service',
  name_short: 'Name must be at least 2 characters',
  name_too_long: 'Name must be at most 100 characters',
  stage_name_short: 'Stage name must be at least 2 characters',
  stage_name_too_long: 'Stage name must be at most 100 characters',
  interest_invalid: 'Please choose from the listed options',
  interest_required: 'Please select at least one option',
  age_required: 'Please enter your age',
  age_whole: 'Age must be a whole number',
  age_minimum: 'You must be at least 18 years old to apply',
  age_real: 'Please enter your real age',
  details_too_long: 'Additional details must be at most 2000 characters',
  name_required: 'Full name is required',
  phone_required: 'Phone number is required',
  phone_invalid: 'Please enter a valid phone number',
  phone_without_email: 'Phone number is required when there is no e-mail address',
  address_required: 'Address is required',
  venue_required: 'Please select venue type',
  sound_required: 'Please specify sound system availability',
  occasion_required: 'Please select the occasion',
  requests_too_long: 'Please keep special requests under 2000 characters',
  too_long: 'Please keep this under 300 characters',
  service_required: 'Please select at least one service',
  waiter_invalid: 'Please select a valid topless waiter service',
  too_many_performers: 'Too many performers selected',
  stripper_count: "Selected stripper count doesn't match the service option",
  waiter_count: 'Please select the required number of waiters for this service',
  location_required: 'Please select your location',
  date_required: 'Event date is required',
  date_invalid: 'Please enter a valid date',
  time_required: 'Event time is required',
  time_invalid: 'Please enter a valid time',
  date_past: 'Event date cannot be in the past',
  time_past: 'Event time cannot be in the past',
};
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
  booking_id_invalid: {},
  needs_session: {},
  confirm_link_invalid: {},
  performer_sign_in_needed: {},
  performer_link_invalid: {},
  answer_closed: {},
  time_off_not_found: {},
  night_not_confirmed: {},
  night_declined: {},
  night_window: { before: 12, after: 12 },
  night_finished: {},
  night_arrived: {},
  night_arrive_first: {},
  login_too_many: { minutes: 15 },
  advance_booking_cancelled: {},
  advance_needs_confirmed_address: {},
  split_needs_confirmed_address: {},
  split_after_payment: {},
  nothing_to_cover: {},
  summary_needs_confirmed_address: {},
  email_required: {},
  email_invalid: {},
  email_too_long: { max: 254 },
  phone_too_long: { max: 40 },
  first_name_required: {},
  first_name_too_long: { max: 100 },
  last_name_required: {},
  last_name_too_long: { max: 100 },
  inquiry_required: {},
  message_required: {},
  message_too_long: { max: 5000 },
  privacy_required: {},
  name_short: {},
  name_too_long: { max: 100 },
  stage_name_short: {},
  stage_name_too_long: { max: 100 },
  interest_invalid: {},
  interest_required: {},
  age_required: {},
  age_whole: {},
  age_minimum: { age: 18 },
  age_real: {},
  details_too_long: { max: 2000 },
  name_required: {},
  phone_required: {},
  phone_invalid: {},
  phone_without_email: {},
  address_required: {},
  venue_required: {},
  sound_required: {},
  occasion_required: {},
  requests_too_long: {},
  too_long: { max: 300 },
  service_required: {},
  waiter_invalid: {},
  too_many_performers: {},
  stripper_count: {},
  waiter_count: {},
  location_required: {},
  date_required: {},
  date_invalid: {},
  time_required: {},
  time_invalid: {},
  date_past: {},
  time_past: {},
  performer_email_taken: {},
  person_email_taken: {},
  person_not_found: {},
  person_disabled: {},
  self_demotion: {},
  body_not_json: {},
  body_not_utf8: {},
  body_unreadable: {},
  body_too_large: { limitKb: 64 },
  body_key_forbidden: { key: '__proto__' },
  body_invalid_json: {},
  body_not_object: {},
  upload_not_multipart: {},
  upload_unreadable: {},
  upload_too_large: { maxMb: 10 },
  upload_missing: { field: 'photo' },
  photo_empty: {},
  photo_not_image: {},
  photo_markup: {},
  photo_too_many_pixels: { megapixels: 12 },
  photo_unreadable: {},
  images_busy: {},
  sign_ins_busy: {},
  storage_unavailable: {},
  server_not_started: {},
};
// The codes a customer or performer reads (from the catalogues), and those the agency reads (in Italian).
const CODES = Object.keys(ALL_ERRORS) as (keyof typeof ALL_ERRORS)[];
const AGENCY_CODES = Object.keys(ALL_AGENCY_ERRORS) as (keyof typeof ALL_AGENCY_ERRORS)[];
const reasonOf = (code: ErrorCode) => ({ code, params: EXAMPLES[code] }) as ErrorReason;
const agencyEnglish = (code: keyof typeof ALL_AGENCY_ERRORS) => (ALL_AGENCY_ERRORS[code].en as (params: object) => string)(EXAMPLES[code]);
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('error codes', () => {
  it('says every code to its reader: a customer or performer from the catalogues, the agency in Italian', () => {
    expect(Object.keys(SAID).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(LOCALES)('%s: the catalogue has a message for every code', (locale) => {
    const messages = catalogue(locale);
    expect(CODES.filter((code) => !messages[`error_${code}`]?.trim())).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    '%s: every code is said in it, in its own words, with its figures',
    (locale) => {
      for (const code of CODES) {
        const text = codedMessage(ALL_ERRORS, reasonOf(code), locale);
        expect(text, code).not.toBe(codedMessage(ALL_ERRORS, reasonOf(code), BASE_LOCALE));
        expect(text, code).not.toMatch(/[{}]|undefined/);
      }
    },
  );

  it("says each rule's code in English with its parameters, as the spec words it", () => {
    const rules = CODES.filter((code) => code in RULE_ENGLISH);
    expect(Object.fromEntries(rules.map((code) => [code, codedMessage(ALL_ERRORS, reasonOf(code), BASE_LOCALE)]))).toEqual(RULE_ENGLISH);
  });

  it('says each code in English with its parameters', () => {
    expect(
      Object.fromEntries(
        CODES.filter((code) => !(code in RULE_ENGLISH)).map((code) => [code, codedMessage(ALL_ERRORS, reasonOf(code), BASE_LOCALE)]),
      ),
    ).toEqual({
      too_many_requests: 'Too many requests. Please try again in 5 minutes.',
      form_rate_limited:
        'You have sent several messages in a short time. Please try again in 10 minutes or e-mail us at bookings@siamhunks.example.',
      availability_too_often: 'Availability was checked too often from your connection. Please try again in 42 seconds.',
      performer_booked: 'Ryan is already booked at an overlapping time on Sat 14 Mar 2026. Please choose another performer or time.',
      performer_off: 'Ryan is not available at this time on Sat 14 Mar 2026. Please choose another performer or time.',
      confirm_cap:
        'We have already sent 3 confirmation e-mails to this address today. Please follow the link in one of them, or try again tomorrow.',
      share_link_unknown: 'This payment link is unknown or has expired.',
      share_booking_cancelled: 'This booking is cancelled, so nothing is due.',
      share_already_received: 'This share is already paid and received: there is nothing more to report.',
      slip_already_used: 'This slip was already used for another payment. Please send the slip of this transfer.',
      advance_booking_cancelled: 'This booking is cancelled, so no advance is due.',
      advance_needs_confirmed_address:
        'Please confirm your e-mail address first with the link we e-mailed you; the advance can be reported once it is confirmed.',
      split_needs_confirmed_address: 'Please confirm your e-mail address first; the advance can be split once it is confirmed.',
      split_after_payment: 'A payment has already been made, so the split can no longer change.',
      nothing_to_cover: 'Every share is already paid or reported: there is nothing left to cover.',
      sign_in_needed: 'Please sign in with the link we e-mailed you',
      sign_in_link_invalid: 'This sign-in link is invalid, used or expired. Please ask for a new one.',
      booking_not_pending: 'Only pending bookings can be changed',
      booking_id_invalid: 'Invalid booking id',
      booking_not_found: 'Booking not found',
      needs_session: 'Please open this booking in the browser you booked with, or sign in to your bookings with the link we e-mailed you',
      confirm_link_invalid: 'This confirmation link is invalid, used or expired. Please make a new booking request.',
      summary_needs_confirmed_address:
        'Please confirm your e-mail address first with the link we e-mailed you; the summary can be sent once it is confirmed.',
      review_link_invalid: 'This review link is not valid. Please use the link in your latest e-mail from us.',
      review_expired: 'This review link has expired: a review can be written within 30 days of the thank-you e-mail.',
      review_edit_closed: 'This review can no longer be changed: a review can be edited for 14 days after it is written.',
      review_too_many: 'Too many reviews were sent from your connection. Please try again in 7 minutes.',
      brief_link_invalid: 'This brief link is not valid. Please use the link in your latest e-mail from us.',
      brief_booking_cancelled: 'This booking is cancelled, so it needs no brief.',
      brief_closed: 'The brief can no longer be changed: it closes 6 hours before the party. Please call us for any change.',
      performer_sign_in_needed: 'Please sign in with the link we e-mailed you',
      performer_link_invalid: 'This sign-in link is invalid, used or expired. Please ask for a new one.',
      answer_closed: 'This booking can no longer be answered',
      time_off_not_found: 'Time off not found',
      night_not_confirmed: 'This booking is not confirmed, so it has no night to follow',
      night_declined: 'You declined this booking',
      night_window: 'You can say this from 12 hours before the start until 12 hours after the end',
      night_finished: 'You have already said you finished',
      night_arrived: 'You have already said you arrived',
      night_arrive_first: 'Please say you arrived before you finish',
      body_not_json: 'Content-Type must be application/json',
      body_not_utf8: 'The request body must be valid UTF-8',
      body_unreadable: 'The request body could not be read',
      body_too_large: 'Request body too large (limit 64 KB)',
      body_key_forbidden: 'The key "__proto__" is not allowed',
      body_invalid_json: 'Invalid JSON body',
      body_not_object: 'The request body must be a JSON object',
      upload_not_multipart: 'Content-Type must be multipart/form-data',
      upload_unreadable: 'The upload could not be read',
      upload_too_large: 'The photo is larger than 10 MB',
      upload_missing: 'Choose a photo to upload (form field "photo")',
      photo_empty: 'The photo is empty',
      photo_not_image: 'Only JPEG, PNG and WebP photos are accepted',
      photo_markup: 'The photo contains hidden markup and was refused',
      photo_too_many_pixels: 'The photo is too large (at most 12 megapixels)',
      photo_unreadable: 'The photo could not be read',
      images_busy: 'The server is busy processing other images. Please try again in a few seconds.',
      sign_ins_busy: 'The server is busy checking other sign-ins. Please try again in a few seconds.',
      storage_unavailable: 'The booking service is temporarily unavailable. Please try again shortly.',
      server_not_started: 'The server could not start',
    });
    expect(codedMessage(ALL_ERRORS, { code: 'form_rate_limited', params: { minutes: 1, email: 'a@b.example' } }, BASE_LOCALE)).toBe(
      'You have sent several messages in a short time. Please try again in 1 minute or e-mail us at a@b.example.',
    );
    expect(codedMessage(ALL_ERRORS, { code: 'availability_too_often', params: { seconds: 150 } }, BASE_LOCALE)).toBe(
      'Availability was checked too often from your connection. Please try again in 3 minutes.',
    );
  });

  it("says the agency's codes in its Italian, in English as the server answers them (as a customer's code reads in English)", () => {
    expect(Object.fromEntries(AGENCY_CODES.map((code) => [code, agencyEnglish(code)]))).toEqual({
      login_too_many: 'Too many login attempts. Please try again in 15 minutes.',
      booking_not_found: 'Booking not found',
      performer_email_taken: 'Another performer already has this e-mail address',
      person_email_taken: 'This e-mail address already belongs to a person',
      person_not_found: 'Person not found',
      person_disabled: 'This person is disabled: enable them first',
      self_demotion: 'You cannot disable yourself or take away your own owner role',
    });
    expect(Object.fromEntries(AGENCY_CODES.map((code) => [code, agencyMessage(ALL_AGENCY_ERRORS, reasonOf(code))]))).toEqual({
      login_too_many: 'Troppi tentativi di accesso. Riprova tra 15 minuti.',
      booking_not_found: 'Prenotazione non trovata',
      performer_email_taken: 'Un altro performer ha già questo indirizzo e-mail',
      person_email_taken: 'Questo indirizzo e-mail appartiene già a una persona',
      person_not_found: 'Persona non trovata',
      person_disabled: 'Questa persona è disattivata: riattivala prima',
      self_demotion: 'Non puoi disattivare te stesso né toglierti il ruolo di titolare',
    });
    expect(agencyMessage(ALL_AGENCY_ERRORS, { code: 'login_too_many', params: { minutes: 1 } })).toBe(
      'Troppi tentativi di accesso. Riprova tra un minuto.',
    );
    for (const code of AGENCY_CODES.filter((code) => code in ALL_ERRORS))
      expect(agencyEnglish(code), code).toBe(codedMessage(ALL_ERRORS, reasonOf(code), BASE_LOCALE));
    expect(agencyMessage(ALL_AGENCY_ERRORS, { code: 'too_many_requests', params: { minutes: 5 } })).toBeUndefined();
  });
});
