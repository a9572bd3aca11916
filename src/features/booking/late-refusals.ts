/**
 * The booking's rarer refusals (browser-safe), which the booking pages load only when one is answered, so the page
 * ships none of their words: the price engine's (a package or performer the agency changed while the form was open)
 * and the 503s (the same request may be sent again).
 */
import { PRICE_ERRORS } from '@/features/pricing/price-errors';
import { codedMessage, type ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';

const { storage_unavailable, server_not_started } = UNAVAILABLE_ERRORS;

/** Every code a booking may be answered beyond the page's own table (BOOKING_PAGE_ERRORS). */
export const LATE_BOOKING_ERRORS: Partial<ErrorMessages> = { ...PRICE_ERRORS, storage_unavailable, server_not_started };

/** A booking's refusal said in `locale` from its code, when it is one of these; undefined otherwise. */
export function lateRefusalMessage(answer: { code?: unknown; params?: unknown }, locale: Locale): string | undefined {
  return codedMessage(LATE_BOOKING_ERRORS, answer, locale);
}
