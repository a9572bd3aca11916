/** Event dates and times: calendar dates in Asia/Bangkok, times as HH:MM (24-hour). */
import { BASE_LOCALE, INTL_LOCALES, type Locale } from '@/lib/i18n';
import * as clock from '@/lib/clock';

/** Bangkok's wall clock at `now` as an ISO text, 'YYYY-MM-DDTHH:MM…' (Bangkok keeps one offset: see BANGKOK_OFFSET_MINUTES). */
const bangkokWallClock = (now: Date) => new Date(now.getTime() + BANGKOK_OFFSET_MINUTES * 60_000).toISOString();

/** Today's date in Bangkok as YYYY-MM-DD (the agency's calendar, whatever the server's zone). Every booking asks. */
export function todayInBangkok(now = clock.currentDate()): string {
  return bangkokWallClock(now).slice(0, 10);
}

/** The time of day in Bangkok as HH:MM (24-hour). */
export function timeInBangkok(now = clock.currentDate()): string {
  return bangkokWallClock(now).slice(11, 16);
}

/**
 * True when an event on `date` (YYYY-MM-DD, Bangkok) is already past at `now`: a day before today, or,
 * with its HH:MM `time`, a start earlier today (the current minute still counts as not past).
 */
export function isPastEvent(date: string, time?: string, now = clock.currentDate()): boolean {
  const today = todayInBangkok(now);
  if (date !== today || time === undefined) return date < today;
  return minuteOfDay(time) < minuteOfDay(timeInBangkok(now));
}

/** True for an existing calendar date written YYYY-MM-DD (no 31 February). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for HH:MM between 00:00 and 23:59. */
export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Minutes after midnight of an HH:MM time. */
export function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date as the customer reads it, in their language: e.g. 'Saturday 14 March 2026'. */
export function formatEventDate(date: string, locale: Locale = 'en'): string {
  if (!isRealDate(date)) return date;
  // Thai: 'วันเสาร์ที่ 14 มีนาคม 2569', in the Buddhist Era year (INTL_LOCALES).
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

// Built on first use, like bangkokDate. en-US parts in British order: en-GB writes September as 'Sept', the
// one month not three letters long.
let eventDayFormat: Intl.DateTimeFormat | undefined;

/** An event's calendar date (YYYY-MM-DD, Bangkok) for people: 'Sat 12 Dec 2026'; a text that is not a date is shown as it is. */
export function formatEventDay(eventDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? new Date(`${eventDate}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime())) return eventDate;
  eventDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const parts = eventDayFormat.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** An event's day inside a sentence: in English the spec's 'Sat 14 Mar 2026', in another language its long date ('วันเสาร์ที่ 14 มีนาคม 2569'). */
export function formatDayInSentence(date: string, locale: Locale): string {
  return locale === BASE_LOCALE ? formatEventDay(date) : formatEventDate(date, locale);
}

/** Bangkok's offset from UTC in minutes (no daylight saving time). */
export const BANGKOK_OFFSET_MINUTES = 7 * 60;

/** The instant (ms since the epoch) of `minute` minutes after midnight of a Bangkok date; minute may pass 1440. */
export function bangkokInstant(date: string, minute: number): number {
  return Date.parse(`${date}T00:00:00Z`) + (minute - BANGKOK_OFFSET_MINUTES) * 60_000;
}
