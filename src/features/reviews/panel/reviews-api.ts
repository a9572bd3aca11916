/** Recensioni's calls: the reviews of the chosen status, and the moderation, which refreshes them. */
import { atom, computed } from 'nanostores';
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { hideReviewRoute, publishReviewRoute, replyReviewRoute, reviewsRoute } from '../reviews.routes';

export type { AdminReview } from '../reviews.routes';

/** Which reviews Recensioni shows: pending (default), published or hidden. */
export const $reviewsView = atom<'pending' | 'published' | 'hidden'>('pending');
/** The written reviews of the chosen status, newest first. */
export const $reviews = routeStore(
  reviewsRoute,
  computed($reviewsView, (status) => ({ query: { status } })),
);

// Every list of reviews shows the change, whatever its outcome.
async function moderating(action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } finally {
    refreshRoute(reviewsRoute);
  }
}

/** Publishes the version read. */
export const publishReview = (id: string, version: number) =>
  moderating(callRoute(publishReviewRoute, { params: { id }, body: { version } }));
/** Hides a review with a reason. */
export const hideReview = (id: string, reason: string) => moderating(callRoute(hideReviewRoute, { params: { id }, body: { reason } }));
/** Replies to a review ('' removes the reply). */
export const replyReview = (id: string, reply: string) => moderating(callRoute(replyReviewRoute, { params: { id }, body: { reply } }));
