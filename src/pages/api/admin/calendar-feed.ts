import { feedStatus, rotateFeedToken } from '@/features/calendar/calendar-feed.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Whether the private calendar feed exists and since when (its URL is shown only when made). */
export const GET = withAdmin(() => json(feedStatus(getDb())), { role: 'staff' });

/** Makes a new feed URL (the old one stops working at once) and answers it: { url, createdAt }. */
export const POST = withAdmin(() => json(rotateFeedToken(getDb())), { role: 'owner' });
