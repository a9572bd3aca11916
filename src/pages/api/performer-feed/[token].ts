import { checkFeedFetch, feedHeaders } from '@/features/calendar/calendar-feed.server';
import { performerFeedIcs, performerOfFeedToken } from '@/features/performer-portal/performer-feed.server';
import { getDb } from '@/lib/server/db';
import { route } from '@/lib/server/http';
import { clientKey } from '@/lib/server/request';

export const prerender = false;

/** A performer's private calendar feed; 404 for an unknown or replaced token, 429 after repeated misses (the agency feed's limits). */
export const GET = route((context) => {
  const db = getDb();
  let performerId: string | undefined;
  checkFeedFetch(db, clientKey(context), context.params.token, (token) => Boolean((performerId = performerOfFeedToken(db, token))));
  return new Response(performerFeedIcs(db, performerId!), { headers: feedHeaders('my-bookings.ics') });
});
