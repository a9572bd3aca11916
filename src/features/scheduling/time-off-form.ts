/**
 * The time-off form's rule, shared by the agency's Giorni liberi and the performer's own days off: Bangkok days or hours
 * as the instants the API stores, or the problem, which each side says in its reader's language.
 */
import { addDays, isRealDate, isValidTime } from '@/lib/event-time';
import { formatDayInSentence } from '@/lib/event-time';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** The form's fields: whole days (from–to, inclusive) or hours on one day. */
export interface TimeOffFields {
  kind: 'days' | 'hours';
  from: string;
  to: string;
  startTime: string;
  endTime: string;
  note: string;
}

/** The body of POST /api/admin/performers/{id}/time-off. */
export interface TimeOffBody {
  startsAt: string;
  endsAt: string;
  note?: string;
}

/** What is wrong with the form's fields (the panel and the portal each say it from their catalogues). */
export type TimeOffProblem = 'firstDay' | 'day' | 'lastDay' | 'lastBeforeFirst' | 'times' | 'sameTimes';

const PORTAL_WORDS = {
  firstDay: m.pt_off_first_day,
  day: m.pt_off_day,
  lastDay: m.pt_off_last_day,
  lastBeforeFirst: m.pt_off_last_before_first,
  times: m.pt_off_times,
  sameTimes: m.pt_off_same_times,
} satisfies Record<TimeOffProblem, unknown>;

/** A problem as the performer's portal says it, in its language. */
export const portalTimeOffProblem = (problem: TimeOffProblem, locale: Locale): string => PORTAL_WORDS[problem]({}, { locale });

const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

/**
 * The request body, or the problem to show: whole days run from the first day's midnight to the
 * midnight after the last; hours whose end is before their start end the next day; equal times are refused.
 */
export function timeOffBody(fields: TimeOffFields): { body: TimeOffBody } | { problem: TimeOffProblem } {
  const note = fields.note.trim() || undefined;
  if (!isRealDate(fields.from)) return { problem: fields.kind === 'days' ? 'firstDay' : 'day' };
  if (fields.kind === 'days') {
    const last = fields.to || fields.from;
    if (!isRealDate(last)) return { problem: 'lastDay' };
    if (last < fields.from) return { problem: 'lastBeforeFirst' };
    return { body: { startsAt: at(fields.from, '00:00'), endsAt: at(addDays(last, 1), '00:00'), note } };
  }
  if (!isValidTime(fields.startTime) || !isValidTime(fields.endTime)) return { problem: 'times' };
  // Equal times would silently mean 24 hours: whole days are the other option.
  if (fields.startTime === fields.endTime) return { problem: 'sameTimes' };
  const endDay = fields.endTime > fields.startTime ? fields.from : addDays(fields.from, 1);
  return { body: { startsAt: at(fields.from, fields.startTime), endsAt: at(endDay, fields.endTime), note } };
}

// An instant's Bangkok date and time ('2026-12-24', '18:00'), Bangkok having no daylight saving.
function bangkok(instant: string): { date: string; time: string } | undefined {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return undefined;
  const local = new Date(ms + 7 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * A stored time off as it was chosen (timeOffBody's inverse): whole days by their first and last day
 * ('Thu 24 Dec 2026 – Fri 25 Dec 2026', one day alone), hours by their day and times ('Thu 24 Dec 2026, 18:00–22:30');
 * in Thai the days are long dates in the Buddhist Era ('วันพฤหัสบดีที่ 24 ธันวาคม 2569').
 */
export function timeOffText(startsAt: string, endsAt: string, locale: Locale = 'en'): string {
  const formatEventDay = (date: string) => formatDayInSentence(date, locale);
  const start = bangkok(startsAt);
  const end = bangkok(endsAt);
  if (!start || !end) return `${startsAt} – ${endsAt}`;
  if (start.time === '00:00' && end.time === '00:00' && end.date > start.date) {
    const last = addDays(end.date, -1);
    return last === start.date ? formatEventDay(start.date) : `${formatEventDay(start.date)} – ${formatEventDay(last)}`;
  }
  const endText = end.date === start.date ? end.time : `${formatEventDay(end.date)}, ${end.time}`;
  return `${formatEventDay(start.date)}, ${start.time}–${endText}`;
}
