/**
 * Calendar files (RFC 5545), written by ical-generator: escaping, CRLF lines and folding at 75 octets
 * are the library's. Times are wall-clock times in Asia/Bangkok (TZDate from @date-fns/tz, which
 * ical-generator reads in the zone it is given), with the zone's VTIMEZONE in the file.
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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
].join('\r\n');

const STATUS = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/** The start of an event: its local date and time in the agency's zone. */
function startOf(event: CalendarEvent): TZDate {
  const [year = 0, month = 1, day = 1] = event.date.split('-').map(Number);
  const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, AGENCY_TIME_ZONE);
}

/** A whole VCALENDAR of any number of events (a subscription feed); `name` titles it in calendar apps. */
export function buildCalendar(events: readonly CalendarEvent[], now = clock.currentDate(), options: { name?: string } = {}): string {
  // No calendar-wide zone (its name left empty): ical-generator would then write DTSTAMP in it, and
  // RFC 5545 wants DTSTAMP in UTC. Each event names the zone, and the generator writes its VTIMEZONE.
  const calendar = ical({
    prodId: { company: 'Siam Hunks', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    timezone: { name: '', generator: () => BANGKOK_TIMEZONE },
  });
  if (options.name) calendar.name(options.name).x('X-WR-TIMEZONE', AGENCY_TIME_ZONE);
  for (const event of events) {
    const start = startOf(event);
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      sequence: event.sequence,
      start,
      end: new TZDate(start.getTime() + event.durationMinutes * 60_000, AGENCY_TIME_ZONE),
      timezone: AGENCY_TIME_ZONE,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: STATUS[event.status],
      url: event.url ?? null,
    });
  }
  // The library ends the file without a line break; RFC 5545 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** The whole VCALENDAR text of one event. */
export function buildIcs(event: CalendarEvent, now = clock.currentDate()): string {
  return buildCalendar([event], now);
}
