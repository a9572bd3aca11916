/**
 * The slot rules, with their messages: city, event date and time (Bangkok) and show length. The
 * booking request, the customer's changes and GET /api/availability all check a slot by these, so
 * what the form asks about is what the booking accepts.
 */
import '@/lib/zod-csp';
import { z } from 'zod';
import { CITIES } from '@/content/cities';
import { ruleMessage } from '@/lib/error-codes';
import { isPastEvent, isRealDate, isValidTime } from '@/lib/event-time';

// A time earlier today is given on the time field (`time_past`): the date itself is fine, so the date's message would mislead.

/**
 * A real calendar date, past or not: the agency's edit of a booking that stays on its (past) day
 * checks this; every new or moved event checks `slotFields.eventDate`.
 */
export const anyEventDate = z
  .string({ error: ruleMessage('date_required') })
  .min(1, ruleMessage('date_required'))
  .refine(isRealDate, ruleMessage('date_invalid'));

/** Field rules of a slot, shared by the booking request and the availability query. */
export const slotFields = {
  location: z
    .string({ error: ruleMessage('location_required') })
    .refine((v): v is (typeof CITIES)[number] => (CITIES as readonly string[]).includes(v), ruleMessage('location_required')),
  eventDate: anyEventDate.refine((d) => !isRealDate(d) || !isPastEvent(d), ruleMessage('date_past')),
  eventTime: z
    .string({ error: ruleMessage('time_required') })
    .min(1, ruleMessage('time_required'))
    .refine(isValidTime, ruleMessage('time_invalid')),
  duration: z
    .number({ error: ruleMessage('duration_whole') })
    .int(ruleMessage('duration_whole'))
    .min(30, ruleMessage('duration_min', { min: 30 }))
    .max(300, ruleMessage('duration_max', { max: 300 }))
    .multipleOf(15, ruleMessage('duration_step', { step: 15 })),
};

/**
 * A time earlier today (in Bangkok) is as past as yesterday: reported on the time field with the
 * past-time message (`time_past`). Dates before today are already reported by the date field.
 */
export function checkEventNotPast(value: { eventDate: string; eventTime: string }, ctx: z.RefinementCtx, timeField = 'eventTime') {
  const { eventDate, eventTime } = value;
  if (!isRealDate(eventDate) || !isValidTime(eventTime) || isPastEvent(eventDate)) return;
  if (isPastEvent(eventDate, eventTime)) ctx.addIssue({ code: 'custom', path: [timeField], message: ruleMessage('time_past') });
}

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
// Query values are text: a whole number of minutes becomes a number, anything else stays text and fails.
const minutes = (v: unknown) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v);

/** The query of GET /api/availability: city, date (YYYY-MM-DD, Bangkok), time (HH:MM, not earlier today) and duration (minutes, 30 to 300 in steps of 15); nothing else. */
export const availabilityQuerySchema = z
  .strictObject({
    city: z.preprocess(lowerCase, slotFields.location),
    date: slotFields.eventDate,
    time: slotFields.eventTime,
    duration: z.preprocess(minutes, z.number({ error: ruleMessage('duration_whole') }).pipe(slotFields.duration)),
  })
  // A time earlier today is refused like the booking refuses it, so the form never shows a past slot as free.
  .superRefine((query, ctx) => checkEventNotPast({ eventDate: query.date, eventTime: query.time }, ctx, 'time'));
