/**
 * The dashboard's refusals (sign-in, changes, erasure) in every language: the server says them in English
 * from DASHBOARD_ERRORS, the dashboard in the page's language from the answer's code (dashboard-refusal.ts).
 */
import { BOOKING_RULE_ERRORS } from '@/features/booking/booking-errors';
import { BOOKING_PAGE_ERRORS } from '@/features/booking/booking-refusals';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import type { ErrorMessages } from '@/lib/error-codes';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { m } from '@/paraglide/messages';

/**
 * `sign_in_needed` (401 without a session), `sign_in_link_invalid` (400, a bad, used or expired link) and
 * `booking_not_pending` (409, a change to a booking no longer pending), `booking_edit_limit` (429, too many changes an hour); a booking's own (booking_not_found) are BOOKING_LINK_ERRORS.
 */
export const DASHBOARD_ERRORS: ErrorMessages<'sign_in_needed' | 'sign_in_link_invalid' | 'booking_not_pending' | 'booking_edit_limit'> = {
  booking_edit_limit: ({ minutes }, locale) => m.error_booking_edit_limit({ minutes }, { locale }),
  sign_in_needed: (_, locale) => m.error_sign_in_needed({}, { locale }),
  sign_in_link_invalid: (_, locale) => m.error_sign_in_link_invalid({}, { locale }),
  booking_not_pending: (_, locale) => m.error_booking_not_pending({}, { locale }),
};

/**
 * What the dashboard can be answered by code: its own refusals, a booking link's, a booking's (a change's
 * clash with a performer, the limits), the booking rules a change or the sign-in address breaks (400) and the
 * server's 503s (storage that cannot be written, a full queue).
 */
export const DASHBOARD_PAGE_ERRORS: Partial<ErrorMessages> = {
  ...DASHBOARD_ERRORS,
  ...BOOKING_LINK_ERRORS,
  ...BOOKING_PAGE_ERRORS,
  ...BOOKING_RULE_ERRORS,
  ...UNAVAILABLE_ERRORS,
};
