import { publishReviewBody } from '@/features/reviews/review-moderation.schema';
import { moderateReview } from '@/features/reviews/review-moderation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Publishes a written review in the version the moderator read ({version} from the list; it shows on the
 * public pages at once): {success}; 400 no version; 404 unknown; 409 review_changed when the customer changed it since.
 */
export const POST = withAdmin(
  async ({ params, request }) => {
    const { version } = await readJson(request, { schema: publishReviewBody, limit: 1024 });
    moderateReview(getDb(), params.id ?? '', { action: 'publish', version });
    return json({ success: true });
  },
  { role: 'staff' },
);
