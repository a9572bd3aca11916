/** The refusals of a booking's advance (browser-safe): a report and a split, said from their codes in the reader's language. */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';
import { advanceLabel } from './advance-status';

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

/**
 * A report the advance's status no longer takes (409 `advance_nothing_to_report` {status}: received or refunded,
 * said with the status's own label in each language) and a slip field that holds no file (400 `slip_not_file`).
 * The report's island loads them only when one is answered (report-refusals.ts).
 */
export const ADVANCE_REPORT_ERRORS: ErrorMessages<'advance_nothing_to_report' | 'slip_not_file'> = {
  advance_nothing_to_report: ({ status }, locale) =>
    m.error_advance_nothing_to_report({ status: advanceLabel(status, locale) }, { locale }),
  slip_not_file: (_, locale) => m.error_slip_not_file({}, { locale }),
};
