/**
 * The refusals of a booking's own links (browser-safe): its summary and the actions under /api/bookings/{id},
 * the confirm link, the dashboard's own booking; said from their codes in the reader's language. Here, not in a
 * feature: the booking, dashboard, advance and performer-portal features all answer or show them, and a feature
 * owning them would make those features import each other in a circle (scripts/eslint/feature-cycles.test.ts).
 */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/**
 * `booking_id_invalid` (400, not a booking's id), `booking_not_found` (404, unknown, deleted, its link expired or
 * not the signed-in address's), `needs_session` (403, an action without the customer's session) and
 * `confirm_link_invalid` (400, an unknown, used or expired confirm link); `summary_needs_confirmed_address` (409, SEND
 * before the address is confirmed).
 */
export const BOOKING_LINK_ERRORS: ErrorMessages<
  'booking_id_invalid' | 'booking_not_found' | 'needs_session' | 'confirm_link_invalid' | 'summary_needs_confirmed_address'
> = {
  booking_id_invalid: (_, locale) => m.error_booking_id_invalid({}, { locale }),
  booking_not_found: (_, locale) => m.error_booking_not_found({}, { locale }),
  needs_session: (_, locale) => m.error_needs_session({}, { locale }),
  confirm_link_invalid: (_, locale) => m.error_confirm_link_invalid({}, { locale }),
  summary_needs_confirmed_address: (_, locale) => m.error_summary_needs_confirmed_address({}, { locale }),
};
