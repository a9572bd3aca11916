/**
 * The server's refusals the booking pages show (409 performer taken or off, 429 limits) in the page's
 * language, said from the answer's code by lib/say-refusal.ts, never by reading its English.
 */
import { AVAILABILITY_ERRORS } from '@/features/availability/availability-errors';
import type { ApiError } from '@/lib/api-client';
import type { ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import { RATE_LIMIT_ERRORS } from '@/lib/rate-limit-errors';
import { sayFields, sayRefusal } from '@/lib/say-refusal';
import { m } from '@/paraglide/messages';

/** The booking feature's own refusal: `confirm_cap`, a fourth confirm e-mail to one address in a day (429). */
export const BOOKING_ERRORS: ErrorMessages<'confirm_cap'> = {
  confirm_cap: (_, locale) => m.error_confirm_cap({}, { locale }),
};

/** The refusals a booking (made or changed) can be answered, by code: a performer taken or off (409), the limits (429). */
export const BOOKING_PAGE_ERRORS: Partial<ErrorMessages> = { ...AVAILABILITY_ERRORS, ...RATE_LIMIT_ERRORS, ...BOOKING_ERRORS };

/**
 * A refusal of the API on the booking pages in `locale`, as one line: its first field's issue (said by the form's
 * rules' `formWords` too, when the form gave them), else the refusal from its code.
 */
export function refusalMessage(error: ApiError, locale: Locale, formWords?: Partial<ErrorMessages>): string {
  const words = { ...BOOKING_PAGE_ERRORS, ...formWords };
  return Object.values(sayFields(error, words, locale))[0] ?? sayRefusal(error, words, locale);
}
