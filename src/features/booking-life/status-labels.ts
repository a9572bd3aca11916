/**
 * A booking's status as each reader names it (browser-safe): one table or function per audience, keyed by status,
 * and no other copy. The customer reads English or Thai (the summary page, the dashboard), the performer his page's
 * language, the agency its panel catalogues in the reader's language (`status_<status>` in the bookings list, said by
 * manage-bookings' booking-row.ts; `audit_value_<status>` in sentences, the history and the bookings CSV) and the
 * calendar file its iCalendar STATUS.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import type { BookingStatus } from './statuses';

const CUSTOMER_WORDS: Record<BookingStatus, (inputs: object, options: { locale: Locale }) => string> = {
  requested: m.su_status_requested,
  pending: m.su_status_pending,
  confirmed: m.su_status_confirmed,
  completed: m.su_status_completed,
  cancelled: m.su_status_cancelled,
};

/** A status as the customer reads it (the summary page, the dashboard); an unknown stored value as it is. */
export function customerStatusLabel(status: string, locale: Locale): string {
  return Object.hasOwn(CUSTOMER_WORDS, status) ? CUSTOMER_WORDS[status as BookingStatus]({}, { locale }) : status;
}

// A performer never sees a request (his page lists the bookings beyond it).
const PERFORMER_WORDS: Record<Exclude<BookingStatus, 'requested'>, (inputs: object, options: { locale: Locale }) => string> = {
  pending: m.pt_status_pending,
  confirmed: m.pt_status_confirmed,
  completed: m.pt_status_completed,
  cancelled: m.pt_status_cancelled,
};

/** A status as the performer reads it on his page; an unknown stored value as it is. */
export function performerStatusLabel(status: BookingStatus, locale: Locale): string {
  return status === 'requested' ? status : PERFORMER_WORDS[status]({}, { locale });
}

const ICS_STATUS: Record<BookingStatus, 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = {
  requested: 'TENTATIVE',
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** A status as a calendar file's STATUS says it: a request or a pending booking is tentative, a cancelled one cancelled. */
export function icsStatus(status: string): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  return Object.hasOwn(ICS_STATUS, status) ? ICS_STATUS[status as BookingStatus] : 'CONFIRMED';
}

const ICS_SEQUENCE: Record<BookingStatus, number> = { requested: 0, pending: 1, confirmed: 2, completed: 2, cancelled: 3 };

/**
 * A status as a calendar file's SEQUENCE: the request's file (tentative), the confirmation's and the
 * cancellation's share one UID, and each outranks the one before, so a calendar replaces the event instead of
 * keeping the tentative copy beside it (RFC 5545 3.8.7.4).
 */
export function icsSequence(status: string): number {
  return Object.hasOwn(ICS_SEQUENCE, status) ? ICS_SEQUENCE[status as BookingStatus] : 0;
}
