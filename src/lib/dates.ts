/**
 * Date and time formatting for the admin views (DESIGN.md, data rules): Asia/Bangkok, 24-hour
 * clock, British day/month/year order, with Intl.DateTimeFormat and no date library.
 */

/** The agency's time zone: every admin time is shown in it, whatever the browser's zone. */
export const AGENCY_TIME_ZONE = 'Asia/Bangkok';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as '25/12/2025, 21:30' in Bangkok; '—' when it cannot be read. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** An instant's Bangkok calendar date as '25/12/2025'. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

/**
 * An event's calendar date (YYYY-MM-DD) and start time (HH:MM), both already Bangkok local, as
 * '25/12/2025, 21:30'; a text that is not a date is shown as it is.
 */
export function formatEventDateTime(eventDate: string, eventTime?: string | null): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(eventDate)?.[0];
  const time = eventTime && /^\d{1,2}:\d{2}$/.test(eventTime.trim()) ? eventTime.trim().padStart(5, '0') : null;
  if (!day) return [eventDate, eventTime].filter(Boolean).join(' ');
  const instant = toDate(`${day}T${time ?? '12:00'}:00+07:00`);
  if (!instant) return [eventDate, eventTime].filter(Boolean).join(' ');
  return time ? dateTimeFormat.format(instant) : dateFormat.format(instant);
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

/** The Intl locale of each panel language (Thai dates in the Buddhist Era, as Thai readers write them). */
export const PANEL_INTL_LOCALES = { it: 'it-IT', en: 'en-GB', th: 'th-TH' } as const;
const agencyDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An event's calendar date (YYYY-MM-DD, Bangkok) as the agency reads it, Italian unless a staff member reads the panel
 * in another language: 'sab 12 dic 2026'; a text that is not a date is shown as it is.
 */
export function formatAgencyDay(eventDate: string, locale: keyof typeof PANEL_INTL_LOCALES = 'it'): string {
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
