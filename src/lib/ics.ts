/**
 * A minimal RFC 5545 writer for one event: CRLF line endings, lines folded at 75 octets (never
 * inside a UTF-8 character), text values escaped, times local to Asia/Bangkok with its VTIMEZONE.
 */
import * as clock from '@/lib/clock';
import { AGENCY_TIME_ZONE } from '@/lib/dates';

/** One calendar event, its start and end as wall-clock times in Asia/Bangkok. */
export interface CalendarEvent {
  uid: string;
  /** Local start date YYYY-MM-DD and time HH:MM (Asia/Bangkok). */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** The event's revision (RFC 5545 SEQUENCE): a later file of the same UID must carry a higher one to replace it. */
  sequence: number;
  url?: string;
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into CRLF + space continued lines of at most 75 octets each. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC timestamp as 20261121T061500Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Local date + time + minutes as a floating 20261121T203000 (may roll into the next day). */
export function localStamp(date: string, time: string, plusMinutes = 0): string {
  const wall = new Date(`${date}T${time}:00Z`);
  wall.setUTCMinutes(wall.getUTCMinutes() + plusMinutes);
  return utcStamp(wall).slice(0, -1);
}

// Thailand has kept UTC+7 without daylight saving since 1920.
const BANGKOK_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${AGENCY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:ICT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The VEVENT lines of one event. */
function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${AGENCY_TIME_ZONE}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${AGENCY_TIME_ZONE}:${localStamp(event.date, event.time, event.durationMinutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR of any number of events (a subscription feed); `name` titles it in calendar apps. */
export function buildCalendar(
  events: readonly CalendarEvent[],
  now = clock.currentDate(),
  options: { productId?: string; name?: string } = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId ?? '-//Siam Hunks//Bookings//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${AGENCY_TIME_ZONE}`] : []),
    ...BANGKOK_TIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The whole VCALENDAR text of one event. */
export function buildIcs(event: CalendarEvent, now = clock.currentDate(), productId = '-//Siam Hunks//Bookings//EN'): string {
  return buildCalendar([event], now, { productId });
}
