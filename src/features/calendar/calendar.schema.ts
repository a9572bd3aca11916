/** The admin calendar's range query: two Bangkok calendar dates, at most six weeks apart. */
import { z } from 'zod';
import { addDays, isRealDate } from '@/lib/event-time';

/** The longest range one calendar call may ask for, in days (a month view with its edges). */
export const MAX_CALENDAR_DAYS = 42;

const day = (name: string) =>
  z.string({ error: `${name} must be a date (YYYY-MM-DD)` }).refine(isRealDate, `${name} must be a date (YYYY-MM-DD)`);

/** Query of GET /api/admin/calendar: from and to, both included. */
export const calendarQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .refine(({ from, to }) => to >= from, { message: 'to must not be before from', path: ['to'] })
  .refine(({ from, to }) => to < addDays(from, MAX_CALENDAR_DAYS), {
    message: `The range must be at most ${MAX_CALENDAR_DAYS} days`,
    path: ['to'],
  });
/** A parsed range. */
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
