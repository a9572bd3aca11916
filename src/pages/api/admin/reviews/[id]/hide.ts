import { hideReviewBody } from '@/features/reviews/review-moderation.schema';
import { moderateReview } from '@/features/reviews/review-moderation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Hides a review from every public page, with a reason {reason} kept in the record: {success}; 400 no reason; 404 unknown. */
export const POST = withAdmin(
  async ({ params, request }) => {
    const { reason } = await readJson(request, { schema: hideReviewBody, limit: 4 * 1024 });
    moderateReview(getDb(), params.id ?? '', { action: 'hide', reason });
    return json({ success: true });
  },
  { role: 'staff' },
);
