/** The routes of the written reviews: the customer's from the review link, and the moderation (Recensioni) as the panel calls them. */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { hideReviewBody, publishReviewBody, replyReviewBody, reviewListQuery } from './review-moderation.schema';
import type { AdminReview as StoredReview } from './review-moderation.server';
import type { reviewBody, reviewOptOutBody } from './review.schema';
import type { submitReview } from './reviews.server';

/** A written review as the Recensioni tab shows it. */
export type AdminReview = Jsonify<StoredReview>;

/** The written reviews of one status, newest first. */
export const reviewsRoute = route<{ items: AdminReview[] }, never, z.input<typeof reviewListQuery>>()('GET', '/api/admin/reviews');
/** Publishes the version read. */
export const publishReviewRoute = route<{ success: true }, z.input<typeof publishReviewBody>>()('POST', '/api/admin/reviews/[id]/publish');
/** Hides a review with a reason. */
export const hideReviewRoute = route<{ success: true }, z.input<typeof hideReviewBody>>()('POST', '/api/admin/reviews/[id]/hide');
/** Replies to a review ('' removes the reply). */
export const replyReviewRoute = route<{ success: true }, z.input<typeof replyReviewBody>>()('POST', '/api/admin/reviews/[id]/reply');
/** Writes or changes the review of the link's booking (the link's token and the page's language with the answers). */
export const submitReviewRoute = route<ReturnType<typeof submitReview>, z.input<typeof reviewBody>>()('POST', '/api/reviews');
/** Asks not to be reminded of the link's review. */
export const reviewOptOutRoute = route<{ optedOut: true }, z.input<typeof reviewOptOutBody>>()('POST', '/api/reviews/opt-out');
