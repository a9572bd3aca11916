import { replyReviewBody } from '@/features/reviews/review-moderation.schema';
import { moderateReview } from '@/features/reviews/review-moderation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The agency's public reply under a review {reply} ('' removes it): {success}; 404 unknown. */
export const POST = withAdmin(
  async ({ params, request }) => {
    const { reply } = await readJson(request, { schema: replyReviewBody, limit: 8 * 1024 });
    moderateReview(getDb(), params.id ?? '', { action: 'reply', reply });
    return json({ success: true });
  },
  { role: 'staff' },
);
