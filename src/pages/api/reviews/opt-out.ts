import { reviewOptOutBody } from '@/features/reviews/review.schema';
import { countReviewSend, optOutOfReminder } from '@/features/reviews/reviews.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** The customer asks not to be reminded of the link's review: 200 {optedOut: true}; 400 a bad link; 429 past the client's limit. */
export const POST = route(async (context) => {
  const { token, locale = 'en' } = await readJson(context.request, { schema: reviewOptOutBody, limit: 1024 });
  const db = getDb();
  countReviewSend(db, clientKey(context), locale);
  optOutOfReminder(db, token, locale);
  return json({ optedOut: true });
});
