import { feedIcs, isFeedToken, tokenOfSegment } from '@/features/calendar/calendar-feed.server';
import { getDb } from '@/lib/server/db';
import { HttpError, route } from '@/lib/server/http';
import { hitRateLimit, peekRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request';

export const prerender = false;

// Calendar apps poll every 15 minutes or so: a few devices stay far below the first limit; a guesser meets the second.
const FETCHES = { limit: 120, windowMs: 60 * 60_000 };
const MISSES = { limit: 10, windowMs: 60 * 60_000 };

/** The private calendar feed (text/calendar) for the current token; 404 for any other token, 429 after repeated misses. */
export const GET = route((context) => {
  const db = getDb();
  const client = clientAddress(context);
  const misses = peekRateLimit(db, `feed-miss:${client}`, MISSES);
  if (!misses.allowed) throw tooManyRequests(misses.retryAfterSeconds);
  const fetches = hitRateLimit(db, `feed:${client}`, FETCHES);
  if (!fetches.allowed) throw tooManyRequests(fetches.retryAfterSeconds);
  const token = tokenOfSegment(context.params.token);
  if (!token || !isFeedToken(db, token)) {
    hitRateLimit(db, `feed-miss:${client}`, MISSES);
    throw new HttpError(404, 'Calendar feed not found');
  }
  return new Response(feedIcs(db), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="bookings.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
});
