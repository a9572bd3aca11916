/**
 * Date and time formatting for the agency's views (DESIGN.md, data rules): Asia/Bangkok, 24-hour clock, in the
 * reader's panel language (Italian, English, Thai in the Buddhist Era), with Intl.DateTimeFormat and no date library.
 * A customer's page or e-mail that shows one of these formats asks for the British one ('en').
 */

/** The agency's time zone: every admin time is shown in it, whatever the browser's zone. */
export const AGENCY_TIME_ZONE = 'Asia/Bangkok';

/** The Intl locale of each panel language (Thai dates in the Buddhist Era, as Thai readers write them). */
export const PANEL_INTL_LOCALES = { it: 'it-IT', en: 'en-GB', th: 'th-TH' } as const;

/** A language a date is written in: the panel's three ('en' is also the customers' British format). */
export type DateLocale = keyof typeof PANEL_INTL_LOCALES;

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DAY_AND_TIME = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per language and shape, made once (a format costs far more than a call). */
function formatIn(locale: DateLocale, shape: 'day' | 'dayAndTime'): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`;
  let format = formats.get(key);
  if (!format) {
    const options = { ...(shape === 'day' ? DAY : DAY_AND_TIME), timeZone: AGENCY_TIME_ZONE };
    formats.set(key, (format = new Intl.DateTimeFormat(PANEL_INTL_LOCALES[locale], options)));
  }
  return format;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant in Bangkok, in `locale`: '25/12/2025, 21:30' (Italian, English), '25/12/2568 21:30' (Thai); '—' when it cannot be read. */
export function formatDateTime(value: Date | string | number, locale: DateLocale): string {
  const date = toDate(value);
  return date ? formatIn(locale, 'dayAndTime').format(date) : '—';
}

/** An instant's Bangkok calendar date in `locale`: '25/12/2025' ('25/12/2568' in Thai). */
export function formatDate(value: Date | string | number, locale: DateLocale): string {
  const date = toDate(value);
  return date ? formatIn(locale, 'day').format(date) : '—';
}

/**
 * An event's calendar date (YYYY-MM-DD) and start time (HH:MM), both already Bangkok local, in `locale`:
 * '25/12/2025, 21:30'; a text that is not a date is shown as it is.
 */
export function formatEventDateTime(eventDate: string, eventTime: string | null | undefined, locale: DateLocale): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(eventDate)?.[0];
  const time = eventTime && /^\d{1,2}:\d{2}$/.test(eventTime.trim()) ? eventTime.trim().padStart(5, '0') : null;
  if (!day) return [eventDate, eventTime].filter(Boolean).join(' ');
  const instant = toDate(`${day}T${time ?? '12:00'}:00+07:00`);
  if (!instant) return [eventDate, eventTime].filter(Boolean).join(' ');
  return formatIn(locale, time ? 'dayAndTime' : 'day').format(instant);
}

/** A duration in minutes as hours: 60 → '1 hour', 90 → '1.5 hours', 135 → '2.25 hours'. */
export function formatDurationHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * A stored event date (YYYY-MM-DD, already Bangkok's calendar day) as a Date at midnight UTC, to be
 * formatted in UTC so the day never shifts with a zone; null for a text that is not a date.
 */
function calendarDay(eventDate: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(eventDate)?.[0];
  return day ? toDate(`${day}T00:00:00Z`) : null;
}

/** An event's calendar date for people, 'Sat 12 Dec 2026' (lives with the customer's date formats: islands use it). */
export { formatEventDay } from './event-time';

const agencyDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An event's calendar date (YYYY-MM-DD, Bangkok) as the agency reads it, Italian unless a staff member reads the panel
 * in another language: 'sab 12 dic 2026'; a text that is not a date is shown as it is.
 */
export function formatAgencyDay(eventDate: string, locale: DateLocale = 'it'): string {
  const date = calendarDay(eventDate);
  if (!date) return eventDate;
  let format = agencyDayFormats.get(locale);
  if (!format) {
    const options = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
    format = new Intl.DateTimeFormat(PANEL_INTL_LOCALES[locale], options);
    agencyDayFormats.set(locale, format);
  }
  return format.format(date);
}
