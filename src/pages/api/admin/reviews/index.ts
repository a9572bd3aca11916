import { reviewListQuery } from '@/features/reviews/review-moderation.schema';
import { listReviews } from '@/features/reviews/review-moderation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** The written reviews of a status (?status=pending|published|hidden, default pending), newest first: {items}. */
export const GET = withAdmin(({ url }) => json({ items: listReviews(getDb(), parse(reviewListQuery, queryObject(url)).status) }), {
  role: 'staff',
});
