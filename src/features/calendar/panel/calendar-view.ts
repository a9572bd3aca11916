/**
 * The Calendario tab's date rules: Bangkok calendar days (YYYY-MM-DD), weeks from Monday (British),
 * 24-hour times in Asia/Bangkok whatever the browser's zone, said in the reader's panel language (month and weekday
 * names from Intl). Unit-tested in calendar-view.test.ts.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { addDays, minuteOfDay } from '@/lib/event-time';
import { AGENCY_TIME_ZONE, PANEL_INTL_LOCALES } from '@/lib/dates';

/** Day, week or month. */
export type CalendarMode = 'day' | 'week' | 'month';

/** The Monday of the week of a date. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days shown for a mode around an anchor date. */
export function visibleDays(mode: CalendarMode, anchor: string): string[] {
  if (mode === 'day') return [anchor];
  if (mode === 'month') {
    // Whole weeks from the Monday before the 1st to the Sunday after the last day: at most 42 days.
    const first = weekStart(`${anchor.slice(0, 8)}01`);
    const last = addDays(nextMonth(anchor), -1);
    const days: string[] = [];
    for (let day = first; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
    return days;
  }
  const monday = weekStart(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The anchor one step back (-1) or forward (1): a day or a week. */
export function step(mode: CalendarMode, anchor: string, direction: -1 | 1): string {
  if (mode === 'month') return direction === 1 ? nextMonth(anchor) : `${addDays(`${anchor.slice(0, 8)}01`, -1).slice(0, 8)}01`;
  return addDays(anchor, direction * (mode === 'day' ? 1 : 7));
}

/** The first day of the month after the anchor's. */
function nextMonth(anchor: string): string {
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** The reader's Intl format of `options` (kept: the calendar formats every day of the view). */
function format(locale: PanelLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(PANEL_INTL_LOCALES[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}
const MONTH = { month: 'long', year: 'numeric' } as const;
const DAY = { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const SHORT_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Lunedì 23/11/2026' in the reader's language (day first; the weekday helps on a phone). */
export function dayLabel(day: string, locale: PanelLocale): string {
  const text = format(locale, DAY).format(midnight(day)).replace(',', '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Settimana 23/11/2026 – 29/11/2026', 'novembre 2026', or the day's label, in the reader's language. */
export function rangeLabel(mode: CalendarMode, anchor: string, locale: PanelLocale): string {
  if (mode === 'month') return format(locale, MONTH).format(midnight(`${anchor.slice(0, 8)}01`));
  if (mode === 'day') return dayLabel(anchor, locale);
  const days = visibleDays(mode, anchor);
  const short = (day: string) => format(locale, SHORT_DAY).format(midnight(day));
  return pm.calendar_week_range({ from: short(days[0]!), to: short(days[days.length - 1]!) }, { locale });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Where a booking dropped on an hour of a day starts: that day at that hour, its minutes kept (20:30
 * dropped on 22:00 starts at 22:30). The one drop rule of the day view's hour rows and the week's grid.
 */
export function slotAtHour(eventTime: string, day: string, hour: number): { eventDate: string; eventTime: string } {
  return { eventDate: day, eventTime: `${pad(hour)}:${pad(minuteOfDay(eventTime) % 60)}` };
}

/** '21:30–23:00', or '23:30–01:30 (giorno dopo)' for a show past midnight, in the reader's language. */
export function showTimes(eventTime: string, duration: number, locale: PanelLocale): string {
  const end = minuteOfDay(eventTime) + duration;
  const times = `${eventTime}–${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`;
  return end > 1440 ? pm.calendar_next_day({ times }, { locale }) : times;
}

/**
 * A booking's times as shown on a day: its own day's 'start–end', or, for a show from the evening before
 * that runs past midnight, 'fino alle 01:30 (dalle 23:30 del giorno prima)', in the reader's language; undefined when it
 * is not on the day.
 */
export function timesOnDay(
  booking: { eventDate: string; eventTime: string; duration: number },
  day: string,
  locale: PanelLocale,
): string | undefined {
  if (booking.eventDate === day) return showTimes(booking.eventTime, booking.duration, locale);
  const end = minuteOfDay(booking.eventTime) + booking.duration - 1440;
  if (booking.eventDate !== addDays(day, -1) || end <= 0) return undefined;
  return pm.calendar_until({ end: `${pad(Math.floor(end / 60))}:${pad(end % 60)}`, start: booking.eventTime }, { locale });
}

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The part of a time off that falls on a Bangkok day: 'Tutto il giorno' (in the reader's language), '14:00–18:00', or
 * undefined when it does not touch the day. An end at the next midnight reads '24:00'.
 */
export function timeOffOnDay(entry: { startsAt: string; endsAt: string }, day: string, locale: PanelLocale): string | undefined {
  const dayStart = Date.parse(`${day}T00:00:00+07:00`);
  const dayEnd = dayStart + 86_400_000;
  const start = Math.max(Date.parse(entry.startsAt), dayStart);
  const end = Math.min(Date.parse(entry.endsAt), dayEnd);
  if (!(start < end)) return undefined;
  if (start === dayStart && end === dayEnd) return pm.calendar_whole_day({}, { locale });
  return `${clockFormat.format(start)}–${end === dayEnd ? '24:00' : clockFormat.format(end)}`;
}

/**
 * The hours of a day a show fills after the one it starts in (06:50–08:50 → 7 and 8): those rows show it
 * continuing and offer no "+", so a busy hour never looks free. A show from the evening before fills the
 * hours after midnight until it ends; an end on the hour leaves that hour free.
 */
export function continuedHours(booking: { eventDate: string; eventTime: string; duration: number }, day: string): number[] {
  const start = minuteOfDay(booking.eventTime);
  const [from, to] =
    booking.eventDate === day
      ? [start, Math.min(start + booking.duration, 1440)]
      : booking.eventDate === addDays(day, -1)
        ? [0, start + booking.duration - 1440]
        : [0, 0];
  const first = Math.floor(from / 60) + 1;
  const last = Math.ceil(to / 60) - 1;
  return Array.from({ length: Math.max(last - first + 1, 0) }, (_, i) => first + i);
}
