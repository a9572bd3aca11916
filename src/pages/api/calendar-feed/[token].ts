import { checkFeedFetch, feedHeaders, feedIcs, isFeedToken } from '@/features/calendar/calendar-feed.server';
import { getDb } from '@/lib/server/db';
import { route } from '@/lib/server/http';
import { clientKey } from '@/lib/server/request';

export const prerender = false;

/** The private calendar feed (text/calendar) for the current token; 404 for any other token, 429 after repeated misses. */
export const GET = route((context) => {
  const db = getDb();
  checkFeedFetch(db, clientKey(context), context.params.token, (token) => isFeedToken(db, token));
  return new Response(feedIcs(db), { headers: feedHeaders('bookings.ics') });
});
