/** The refusals of a booking's advance (browser-safe): a report and a split, said from their codes in the reader's language. */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/**
 * A report to a cancelled booking or before the address is confirmed, a split before it is confirmed or once a
 * payment is made, and "I'll cover the rest" with no share open (409 each).
 */
export const ADVANCE_ERRORS: ErrorMessages<
  | 'advance_booking_cancelled'
  | 'advance_needs_confirmed_address'
  | 'split_needs_confirmed_address'
  | 'split_after_payment'
  | 'nothing_to_cover'
> = {
  advance_booking_cancelled: (_, locale) => m.error_advance_booking_cancelled({}, { locale }),
  advance_needs_confirmed_address: (_, locale) => m.error_advance_needs_confirmed_address({}, { locale }),
  split_needs_confirmed_address: (_, locale) => m.error_split_needs_confirmed_address({}, { locale }),
  split_after_payment: (_, locale) => m.error_split_after_payment({}, { locale }),
  nothing_to_cover: (_, locale) => m.error_nothing_to_cover({}, { locale }),
};
