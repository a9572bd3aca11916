import { moderateReview } from '@/features/reviews/review-moderation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Publishes a written review (it shows on the public pages at once): {success}; 404 unknown. */
export const POST = withAdmin(
  ({ params }) => {
    moderateReview(getDb(), params.id ?? '', { action: 'publish' });
    return json({ success: true });
  },
  { role: 'staff' },
);
