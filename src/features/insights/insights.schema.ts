/** The period of GET /api/admin/insights: two Bangkok calendar dates, both included, at most a leap year apart. */
import { z } from 'zod';
import { addDays, isRealDate } from '@/lib/event-time';

/** The longest period one insights call may ask for, in days (a whole leap year). */
export const MAX_INSIGHTS_DAYS = 366;

const day = (name: string) =>
  z.string({ error: `${name} must be a date (YYYY-MM-DD)` }).refine(isRealDate, `${name} must be a date (YYYY-MM-DD)`);

/** Query of GET /api/admin/insights: from and to (event dates in Bangkok), both included; unknown parameters are refused. */
export const insightsQuerySchema = z
  .strictObject({ from: day('from'), to: day('to') })
  .refine(({ from, to }) => !isRealDate(from) || !isRealDate(to) || to >= from, { message: 'to must not be before from', path: ['to'] })
  .refine(({ from, to }) => !isRealDate(from) || !isRealDate(to) || to < addDays(from, MAX_INSIGHTS_DAYS), {
    message: `The period must be at most ${MAX_INSIGHTS_DAYS} days`,
    path: ['to'],
  });

/** A parsed period. */
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
