/**
 * The portal's words that are not plain labels, in the page's language (English or Thai): the server's
 * refusals, a booking's status, durations and times. Named message by message (an island bundles only these).
 */
import type { ErrorMessages } from '@/lib/error-codes';
import { sayRefusal } from '@/lib/say-refusal';
import { RATE_LIMIT_ERRORS } from '@/lib/rate-limit-errors';
import { BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { NIGHT_ERRORS } from '@/features/night-status/night-errors';
import { PORTAL_ERRORS } from './portal-errors';
import { PROFILE_ERRORS } from '@/features/performer-profile/profile-errors';
import { UPLOAD_ERRORS } from '@/lib/upload-errors';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { ApiError } from '@/lib/api-client';
import { formatEventDate } from '@/lib/event-time';
import { AGENCY_TIME_ZONE, formatDateTime, formatEventDateTime, formatDurationHours } from '@/lib/dates';
import { BASE_LOCALE, INTL_LOCALES, type Locale } from '@/lib/i18n';
import { VENUE_TYPES } from '@/features/booking/booking-options';
import { cityMessage, optionMessage } from '@/features/booking/option-labels';

import { m } from '@/paraglide/messages';
import { formatBaht } from '@/lib/money';

/**
 * The refusals the portal's pages can meet, by code: its own (sign-in, a closed answer, time off), the night's, an
 * unknown booking, the limits, and his profile's (its form's rules, a photo's, the image work's 503).
 */
const PORTAL_PAGE_ERRORS: Partial<ErrorMessages> = {
  ...PORTAL_ERRORS,
  ...PROFILE_ERRORS,
  ...UPLOAD_ERRORS,
  ...UNAVAILABLE_ERRORS,
  ...NIGHT_ERRORS,
  booking_not_found: BOOKING_LINK_ERRORS.booking_not_found,
  ...RATE_LIMIT_ERRORS,
};

/**
 * What a refused request says to the performer in the page's language: a refusal from its code; an answer
 * without a code it knows in the server's words (a server failure as a retry in Thai); no answer as a retry.
 */
export function portalProblem(error: unknown, locale: Locale): string {
  const problem = m.pt_problem({}, { locale });
  const serverFailed = error instanceof ApiError && error.status >= 500 && locale !== BASE_LOCALE;
  return sayRefusal(error, PORTAL_PAGE_ERRORS, locale, { unanswered: problem, uncoded: serverFailed ? problem : undefined });
}

/** A booking's length: English '1.5 hours' (formatDurationHours), Thai '1.5 ชั่วโมง'. */
export function portalDuration(minutes: number, locale: Locale): string {
  if (locale === BASE_LOCALE) return formatDurationHours(minutes);
  const hours = Math.round((minutes / 60) * 100) / 100;
  return hours === 1 ? m.pt_one_hour({}, { locale }) : m.pt_hours({ hours: String(hours) }, { locale });
}

/** An event's day and start: English '25/12/2026, 21:30', Thai 'วันศุกร์ที่ 25 ธันวาคม 2569, 21:30' (Buddhist Era). */
export function portalEventTime(eventDate: string, eventTime: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return formatEventDateTime(eventDate, eventTime, BASE_LOCALE);
  return `${formatEventDate(eventDate, locale)}, ${eventTime}`;
}

/** An instant in Bangkok: English '25/12/2026, 21:30', Thai '25/12/2569 21:30'. */
export function portalInstant(iso: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return formatDateTime(iso, BASE_LOCALE);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: AGENCY_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date);
}

/** A booking's venue type in the portal's language ('Hotel Suite', Thai's own word), '—' when none was given. */
export function portalVenue(venueType: string | null, locale: Locale): string {
  if (!venueType) return '—';
  if (locale === BASE_LOCALE) return VENUE_TYPES[venueType as keyof typeof VENUE_TYPES] ?? venueType;
  return optionMessage('venue', venueType, locale) ?? venueType;
}

/** A booking's city in the portal's language: its key's message, else the English name. */
export function portalCity(booking: { location: string; city: string }, locale: Locale): string {
  return (locale === BASE_LOCALE ? undefined : cityMessage(booking.location, locale)) ?? booking.city;
}

/**
 * The booking's cash as a performer reads it: the stored amount, and with more performers who collects it
 * for the whole booking (him, or the performer named), so two never both ask the customer for it.
 */
export function portalCash(
  booking: { cashAmount: number; cashCollectedBy: string | null; otherPerformers: string[] },
  locale: Locale,
): string {
  const o = { locale };
  if (booking.cashAmount <= 0) return m.pt_cash_none({}, o);
  const amount = formatBaht(booking.cashAmount);
  if (booking.cashCollectedBy) return m.pt_cash_other({ amount, name: booking.cashCollectedBy }, o);
  return booking.otherPerformers.length > 0 ? m.pt_cash_you({ amount }, o) : amount;
}
