/** The Calendario tab's routes, as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { calendarQuerySchema } from './calendar.schema';
import type { calendarRange } from './calendar.server';
import type { FeedStatus, rotateFeedToken } from './calendar-feed.server';

/** What the calendar draws of a range of days. */
export type CalendarData = Jsonify<ReturnType<typeof calendarRange>>;

/** The held bookings and performers' time off of ?from&to. */
export const calendarRoute = route<CalendarData, never, z.input<typeof calendarQuerySchema>>()('GET', '/api/admin/calendar');
/** Whether a private calendar feed exists and since when. */
export const feedStatusRoute = route<Jsonify<FeedStatus>>()('GET', '/api/admin/calendar-feed');
/** Makes a new feed address (the old one ends); answers it, shown once. */
export const newFeedRoute = route<Jsonify<ReturnType<typeof rotateFeedToken>>>()('POST', '/api/admin/calendar-feed');
