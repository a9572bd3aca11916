/**
 * The API's error codes: every refusal a reader may see in their own language answers, beside its English
 * `error` text, a stable `code` and its `params` (`{ code: 'performer_booked', params: { name, date } }`).
 * Each code's message lives in every catalogue as `error_<code>` (messages/*.json, or the panel's for a refusal
 * only the agency meets): the server says it from there (lib/server/refusal-text.ts), and an island in the reader's
 * language from a table of the codes it can meet (an `ErrorMessages` table), so no one ever matches English words.
 * A form's rules (zod) give their code as their message (`ruleMessage`): the API answers each field issue with its
 * English text, code and params, and an island's resolver says them in the reader's language.
 */
import type { Locale } from './i18n';
import type { OwnerAction } from './admin-guard-errors';
import type { AdvanceStatus, BookingStatus } from '@db/statuses';
import type { PerformerRole } from '@db/schema';

/** Every error code the API answers with, and the parameters its message takes (dates as YYYY-MM-DD). */
export interface ErrorParams {
  too_many_requests: { minutes: number };
  form_rate_limited: { minutes: number; email: string };
  availability_too_often: { seconds: number };
  performer_booked: { name: string; date: string };
  performer_off: { name: string; date: string };
  confirm_cap: Record<string, never>;
  share_link_unknown: Record<string, never>;
  share_send_limit: { minutes: number };
  booking_edit_limit: { minutes: number };
  share_booking_cancelled: Record<string, never>;
  share_already_received: Record<string, never>;
  slip_already_used: Record<string, never>;
  sign_in_needed: Record<string, never>;
  sign_in_link_invalid: Record<string, never>;
  booking_not_found: Record<string, never>;
  booking_not_pending: Record<string, never>;
  review_link_invalid: Record<string, never>;
  review_expired: Record<string, never>;
  review_edit_closed: Record<string, never>;
  review_too_many: { minutes: number };
  brief_link_invalid: Record<string, never>;
  brief_booking_cancelled: Record<string, never>;
  brief_closed: Record<string, never>;
  booking_id_invalid: Record<string, never>;
  needs_session: Record<string, never>;
  confirm_link_invalid: Record<string, never>;
  performer_sign_in_needed: Record<string, never>;
  performer_link_invalid: Record<string, never>;
  answer_closed: Record<string, never>;
  time_off_not_found: Record<string, never>;
  night_not_confirmed: Record<string, never>;
  night_declined: Record<string, never>;
  night_window: { before: number; after: number };
  night_finished: Record<string, never>;
  night_arrived: Record<string, never>;
  night_arrive_first: Record<string, never>;
  night_not_started: Record<string, never>;
  login_too_many: { minutes: number };
  advance_booking_cancelled: Record<string, never>;
  advance_needs_confirmed_address: Record<string, never>;
  split_needs_confirmed_address: Record<string, never>;
  split_after_payment: Record<string, never>;
  nothing_to_cover: Record<string, never>;
  summary_needs_confirmed_address: Record<string, never>;
  partner_code_unknown: { code: string };
  partner_code_expired: { code: string };
  partner_code_inactive: { code: string };
  // The shared refusals of lib/server (request bodies, uploads and photos, 503s; lib/*-errors.ts), and the customer's
  // refusals coded in stop 52 (issue 40: shares, the advance's report, prices and durations, zod's own checks).
  body_not_json: Record<string, never>;
  body_not_utf8: Record<string, never>;
  body_unreadable: Record<string, never>;
  body_too_large: { limitKb: number };
  body_key_forbidden: { key: string };
  body_invalid_json: Record<string, never>;
  body_not_object: Record<string, never>;
  upload_not_multipart: Record<string, never>;
  upload_unreadable: Record<string, never>;
  upload_too_large: { maxMb: number };
  upload_missing: { field: string };
  photo_empty: Record<string, never>;
  photo_not_image: Record<string, never>;
  photo_markup: Record<string, never>;
  photo_too_many_pixels: { megapixels: number };
  photo_unreadable: Record<string, never>;
  images_busy: Record<string, never>;
  sign_ins_busy: Record<string, never>;
  storage_unavailable: Record<string, never>;
  server_not_started: Record<string, never>;
  advance_nothing_to_report: { status: string };
  slip_not_file: Record<string, never>;
  invalid_value: Record<string, never>;
  price_city_unknown: { cities: string };
  price_stripper_service_unknown: Record<string, never>;
  price_waiter_service_unknown: Record<string, never>;
  price_not_offered: { service: string; city: string };
  price_stripper_count: { service: string; count: number };
  price_waiter_count: { service: string; count: number };
  price_strippers_without_service: Record<string, never>;
  price_waiters_without_service: Record<string, never>;
  price_stripper_twice: Record<string, never>;
  price_waiter_twice: Record<string, never>;
  price_performer_unknown: { id: string };
  price_performer_unavailable: { name: string };
  price_performer_elsewhere: { name: string; city: string };
  price_not_stripper: { name: string };
  price_not_waiter: { name: string };
  duration_whole: Record<string, never>;
  duration_min: { min: number };
  duration_max: { max: number };
  duration_step: { step: number };
  performance_style_invalid: { styles: string };
  brief_guests: Record<string, never>;
  brief_adults: Record<string, never>;
  brief_phone: Record<string, never>;
  brief_too_long: Record<string, never>;
  review_rating: Record<string, never>;
  review_text_required: Record<string, never>;
  review_text_long: Record<string, never>;
  review_links_only: Record<string, never>;
  review_country: Record<string, never>;
  review_consent: Record<string, never>;
  // The forms' validation rules (zod messages, by field; each form's island says only its own).
  email_required: Record<string, never>;
  email_invalid: Record<string, never>;
  email_too_long: { max: number };
  phone_too_long: { max: number };
  first_name_required: Record<string, never>;
  first_name_too_long: { max: number };
  last_name_required: Record<string, never>;
  last_name_too_long: { max: number };
  inquiry_required: Record<string, never>;
  message_required: Record<string, never>;
  message_too_long: { max: number };
  privacy_required: Record<string, never>;
  name_short: Record<string, never>;
  name_too_long: { max: number };
  stage_name_short: Record<string, never>;
  stage_name_too_long: { max: number };
  interest_invalid: Record<string, never>;
  interest_required: Record<string, never>;
  age_required: Record<string, never>;
  age_whole: Record<string, never>;
  age_minimum: { age: number };
  age_real: Record<string, never>;
  details_too_long: { max: number };
  name_required: Record<string, never>;
  name_no_letter: Record<string, never>;
  phone_required: Record<string, never>;
  phone_invalid: Record<string, never>;
  phone_without_email: Record<string, never>;
  address_required: Record<string, never>;
  venue_required: Record<string, never>;
  sound_required: Record<string, never>;
  occasion_required: Record<string, never>;
  requests_too_long: Record<string, never>;
  too_long: { max: number };
  service_required: Record<string, never>;
  waiter_invalid: Record<string, never>;
  too_many_performers: Record<string, never>;
  stripper_count: Record<string, never>;
  waiter_count: Record<string, never>;
  location_required: Record<string, never>;
  date_required: Record<string, never>;
  date_invalid: Record<string, never>;
  time_required: Record<string, never>;
  time_invalid: Record<string, never>;
  date_past: Record<string, never>;
  time_past: Record<string, never>;
  performer_email_taken: Record<string, never>;
  person_email_taken: Record<string, never>;
  person_not_found: Record<string, never>;
  person_disabled: Record<string, never>;
  self_demotion: Record<string, never>;
  // The agency's refusals (said from the panel catalogues' error_<code>, lib/panel-refusal.ts).
  authentication_required: Record<string, never>;
  csrf_invalid: Record<string, never>;
  owner_only: Record<string, never>;
  owner_only_action: { action: OwnerAction };
  route_without_role: Record<string, never>;
  account_disabled: Record<string, never>;
  session_not_found: Record<string, never>;
  password_incorrect: Record<string, never>;
  passkey_refused: Record<string, never>;
  invitation_used: Record<string, never>;
  passkey_owner_without_person: Record<string, never>;
  passkey_not_found: Record<string, never>;
  seed_dry_run_invalid: Record<string, never>;
  performer_not_found: Record<string, never>;
  performer_first: Record<string, never>;
  performer_last: Record<string, never>;
  service_price_not_found: Record<string, never>;
  pricing_parameter_not_found: Record<string, never>;
  pricing_parameter_taken: Record<string, never>;
  partner_not_found: Record<string, never>;
  partner_code_taken: Record<string, never>;
  failed_email_not_found: Record<string, never>;
  contact_not_found: Record<string, never>;
  application_not_found: Record<string, never>;
  review_not_found: Record<string, never>;
  review_changed: Record<string, never>;
  share_not_found: Record<string, never>;
  booking_slip_missing: Record<string, never>;
  share_slip_missing: Record<string, never>;
  advance_move: { from: AdvanceStatus; to: AdvanceStatus };
  total_below_paid_advance: { total: number; paid: number };
  advance_below_paid_shares: { advance: number; paid: number };
  booking_closed: { status: 'completed' | 'cancelled' };
  booking_move: { from: BookingStatus; to: BookingStatus };
  booking_not_started: { date: string; time: string };
  unpriced_change: Record<string, never>;
  cash_above_total: Record<string, never>;
  cash_is_rest: { advance: number; cash: number };
  service_type_required: Record<string, never>;
  style_unfit: { style: string; service: string; offered: string[] };
  performer_unknown: { key: string };
  performer_elsewhere: { name: string; city: string | null };
  replacement_closed: { status: 'completed' | 'cancelled' };
  replacement_started: Record<string, never>;
  replacement_from_missing: Record<string, never>;
  replacement_to_unknown: Record<string, never>;
  replacement_to_taken: { name: string };
  replacement_to_unbookable: { name: string };
  replacement_to_elsewhere: { name: string; city: string | null };
  replacement_to_role: { name: string; role: PerformerRole };
  replacement_clash: { kind: 'booked' | 'off'; name: string; date: string };
  // A guest's way to pay that is not the site's (a customer's code, said from the catalogues).
  share_method_invalid: Record<string, never>;
  // A text's markup beyond the allowed (lib/markup.ts), and a performer's own profile (features/performer-profile).
  markup_not_allowed: { piece: string };
  markup_unclosed: { tag: string };
  bio_required: Record<string, never>;
  bio_too_long: { max: number };
  profile_text_required: Record<string, never>;
  profile_text_too_long: { max: number };
  profile_list_too_long: { max: number };
  profile_item_too_long: { max: number };
  profile_photo_unknown: Record<string, never>;
  profile_nothing_waiting: Record<string, never>;
  profile_draft_not_found: Record<string, never>;
  profile_draft_changed: Record<string, never>;
  profile_note_required: Record<string, never>;
  profile_note_too_long: { max: number };
  // The site's editable texts (features/site-content): the agency's refusals, said by the panel.
  content_not_found: Record<string, never>;
  content_changed: Record<string, never>;
  content_nothing_to_undo: Record<string, never>;
  content_too_long: { max: number };
  content_en_required: Record<string, never>;
  content_placeholder: { placeholder: string };
  content_not_allowed: Record<string, never>;
  site_photo_unknown: Record<string, never>;
}

/** An error code of the API. */
export type ErrorCode = keyof ErrorParams;

/** A code with its parameters, as an answer carries them. */
export type ErrorReason<C extends ErrorCode = ErrorCode> = { [K in C]: { code: K; params: ErrorParams[K] } }[C];

/** How a feature says its codes: for each, the message of its parameters in a language. */
export type ErrorMessages<C extends ErrorCode = ErrorCode> = { [K in C]: (params: ErrorParams[K], locale: Locale) => string };

/**
 * An answer's code in the reader's language when `messages` know it (an island lists only the codes it can
 * be answered, so only their messages ship with it); undefined for an answer without a known code.
 */
export function codedMessage(
  messages: Partial<ErrorMessages>,
  answer: { code?: unknown; params?: unknown },
  locale: Locale,
): string | undefined {
  const { code, params } = answer;
  const say = typeof code === 'string' && Object.hasOwn(messages, code) ? messages[code as ErrorCode] : undefined;
  if (!say || typeof params !== 'object' || params === null) return undefined;
  return (say as (params: object, locale: Locale) => string)(params, locale);
}

/** The codes that take no parameters. */
export type PlainCode = { [C in ErrorCode]: ErrorParams[C] extends Record<string, never> ? C : never }[ErrorCode];

/**
 * The message a validation rule gives (zod's `error`): its code, and its params as JSON after a space
 * (`too_long {"max":300}`). Never shown as it is: the API and the islands say it from the code (ruleReason).
 */
export function ruleMessage<C extends ErrorCode>(code: C, ...params: C extends PlainCode ? [] : [ErrorParams[C]]): string {
  return params[0] ? `${code} ${JSON.stringify(params[0])}` : code;
}

/** The code and params of a rule's message (ruleMessage); undefined for any other text (a rule that gives English). */
export function ruleReason(message: string): ErrorReason | undefined {
  const rule = /^([a-z_]+)(?: (\{.*\}))?$/.exec(message);
  return rule ? ({ code: rule[1], params: rule[2] ? (JSON.parse(rule[2]) as object) : {} } as ErrorReason) : undefined;
}

/** A code's entry in an `ErrorMessages` table that is its catalogue message as it is (`fromCatalogue(m.error_too_long)`). */
export function fromCatalogue<P extends object>(message: (inputs: P, options: { locale: Locale }) => string) {
  return (params: P, locale: Locale): string => message(params, { locale });
}
