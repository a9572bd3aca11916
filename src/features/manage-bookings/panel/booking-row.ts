/**
 * What a Manage Bookings row shows besides its stored values: its status and performance style in the reader's words,
 * the status choices and an address that wraps at its '@'.
 */
import type { PanelLocale } from '@db/locales';
import { BOOKING_STATUSES, type BookingStatus } from '@db/statuses';
import type { PerformanceStyle } from '@/content/services';
import { m as pm } from '@/paraglide-panel/messages';
import { sayValue, type ValueWords } from '@/lib/value-words';

/**
 * The statuses the row's menu offers: every status the agency may set, never 'requested' (only an
 * unconfirmed request is in it, and then as its current value).
 */
export function statusChoices(current: string): string[] {
  return [...new Set([...BOOKING_STATUSES.filter((s) => s !== 'requested'), current])];
}

/** An e-mail address cut where a line may wrap without breaking a word: before the '@' and before each dot of the domain. */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  const [host, ...rest] = email.slice(at + 1).split('.');
  return [email.slice(0, at), `@${host}`, ...rest.map((part) => `.${part}`)];
}

const STATUS_WORDS: ValueWords<BookingStatus> = {
  requested: pm.status_requested,
  pending: pm.status_pending,
  confirmed: pm.status_confirmed,
  completed: pm.status_completed,
  cancelled: pm.status_cancelled,
};

/** A status in the row's badge and menu and in the status filter, in the reader's panel language; an unknown value as it is. */
export function statusLabel(status: string, locale: PanelLocale): string {
  return sayValue(STATUS_WORDS, status, locale);
}

const STYLE_WORDS: ValueWords<PerformanceStyle> = {
  topless: pm.style_topless,
  underwear: pm.style_underwear,
  'full monty': pm.style_full_monty,
};

/** A performance style in the reader's panel language (Booking Details, the dialogs' choices, the CSV); an unknown one as stored. */
export function styleLabel(style: string, locale: PanelLocale): string {
  return sayValue(STYLE_WORDS, style, locale);
}
