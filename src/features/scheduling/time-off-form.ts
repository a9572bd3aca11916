/** The time-off form's rule, shared by the admin's Giorni liberi and the performer's own days off: Bangkok days or hours as the instants the API stores. */
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

/** Who reads the form's messages: the admin panel (Italian) or the performer's portal (in its language). */
export type TimeOffReader = 'admin' | 'performer';

type Messages = Record<'firstDay' | 'day' | 'lastDay' | 'lastBeforeFirst' | 'times' | 'sameTimes', string>;

// The portal's messages in its language, from the catalogues.
const performerMessages = (locale: Locale): Messages => {
  const o = { locale };
  return {
    firstDay: m.pt_off_first_day({}, o),
    day: m.pt_off_day({}, o),
    lastDay: m.pt_off_last_day({}, o),
    lastBeforeFirst: m.pt_off_last_before_first({}, o),
    times: m.pt_off_times({}, o),
    sameTimes: m.pt_off_same_times({}, o),
  };
};

const ADMIN_MESSAGES: Messages = {
  firstDay: 'Scegli il primo giorno',
  day: 'Scegli il giorno',
  lastDay: 'Scegli un ultimo giorno valido',
  lastBeforeFirst: 'L’ultimo giorno non può precedere il primo',
  times: 'Scegli l’ora di inizio e di fine',
  sameTimes: 'L’ora di fine deve essere diversa da quella di inizio (per giorni interi, scegli Giorni interi)',
};

const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

/**
 * The request body, or the message to show: whole days run from the first day's midnight to the
 * midnight after the last; hours whose end is before their start end the next day; equal times are refused.
 */
export function timeOffBody(
  fields: TimeOffFields,
  reader: TimeOffReader = 'admin',
  locale: Locale = 'en',
): { body: TimeOffBody } | { error: string } {
  const t = reader === 'admin' ? ADMIN_MESSAGES : performerMessages(locale);
  const note = fields.note.trim() || undefined;
  if (!isRealDate(fields.from)) return { error: fields.kind === 'days' ? t.firstDay : t.day };
  if (fields.kind === 'days') {
    const last = fields.to || fields.from;
    if (!isRealDate(last)) return { error: t.lastDay };
    if (last < fields.from) return { error: t.lastBeforeFirst };
    return { body: { startsAt: at(fields.from, '00:00'), endsAt: at(addDays(last, 1), '00:00'), note } };
  }
  if (!isValidTime(fields.startTime) || !isValidTime(fields.endTime)) return { error: t.times };
  // Equal times would silently mean 24 hours: whole days are the other option.
  if (fields.startTime === fields.endTime) return { error: t.sameTimes };
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
