import { reviewBody } from '@/features/reviews/review.schema';
import { countReviewSend, submitReview } from '@/features/reviews/reviews.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Writes or changes the review of the link's completed booking: 200 {status: "pending", openUntil}; 400 with
 * the problems (in the review's language) or a bad link; 409 once the link is closed; 429 past the client's limit.
 */
export const POST = route(async (context) => {
  const { token, locale = 'en', ...input } = await readJson(context.request, { schema: reviewBody, limit: 32 * 1024 });
  const db = getDb();
  countReviewSend(db, clientKey(context), locale);
  return json(submitReview(db, token, input, locale));
});
