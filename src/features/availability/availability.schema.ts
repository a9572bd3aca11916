/** The query of GET /api/availability: the booking form's city, date, time and show length, with its messages. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { checkEventNotPast, fields } from '@/features/booking/booking.schema';

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
// Query values are text: a whole number of minutes becomes a number, anything else stays text and fails.
const minutes = (v: unknown) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v);

/** city, date (YYYY-MM-DD, Bangkok), time (HH:MM, not earlier today) and duration (minutes, 30 to 300 in steps of 15); nothing else. */
export const availabilityQuerySchema = z.strictObject({
  city: z.preprocess(lowerCase, fields.location),
  date: fields.eventDate,
  time: fields.eventTime,
  duration: z.preprocess(minutes, z.number({ error: 'Duration must be a whole number of minutes' }).pipe(fields.duration)),
})
  // A time earlier today is refused like the booking refuses it, so the form never shows a past slot as free.
  .superRefine((query, ctx) => checkEventNotPast({ eventDate: query.date, eventTime: query.time }, ctx, 'time'));
/** A validated availability query. */
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
