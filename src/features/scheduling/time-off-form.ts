/** The time-off form's rule, shared by the admin's Giorni liberi and the performer's own days off: Bangkok days or hours as the instants the API stores. */
import { addDays, isRealDate, isValidTime } from '@/lib/event-time';

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

/** Who reads the form's messages: the admin panel (Italian) or the performer's portal (English). */
export type TimeOffReader = 'admin' | 'performer';

const MESSAGES = {
  admin: {
    firstDay: 'Scegli il primo giorno',
    day: 'Scegli il giorno',
    lastDay: 'Scegli un ultimo giorno valido',
    lastBeforeFirst: 'L’ultimo giorno non può precedere il primo',
    times: 'Scegli l’ora di inizio e di fine',
    sameTimes: 'L’ora di fine deve essere diversa da quella di inizio (per giorni interi, scegli Giorni interi)',
  },
  performer: {
    firstDay: 'Choose the first day',
    day: 'Choose the day',
    lastDay: 'Choose a valid last day',
    lastBeforeFirst: 'The last day cannot be before the first',
    times: 'Choose the start and end times',
    sameTimes: 'The end time must differ from the start time (for whole days, choose Whole days)',
  },
} satisfies Record<TimeOffReader, Record<string, string>>;

const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

/**
 * The request body, or the message to show: whole days run from the first day's midnight to the
 * midnight after the last; hours whose end is before their start end the next day; equal times are refused.
 */
export function timeOffBody(fields: TimeOffFields, reader: TimeOffReader = 'admin'): { body: TimeOffBody } | { error: string } {
  const t = MESSAGES[reader];
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
