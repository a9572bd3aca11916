import { calendarQuerySchema } from '@/features/calendar/calendar.schema';
import { calendarRange } from '@/features/calendar/calendar.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** The held bookings (shows from the evening before that run past midnight included) and performers' time off of ?from&to (Bangkok dates, both included, at most 42 days). */
export const GET = withAdmin(({ url }) => json(calendarRange(getDb(), parse(calendarQuerySchema, queryObject(url)))), { role: 'staff' });
