/**
 * The published reviews the public pages show, from the public snapshot (so a publish or a hide shows at once
 * and the page cache is renewed with it): a performer's (the reviews that rated them, with their stars), a
 * city's, and the latest across cities; each with its average and count. Newest first.
 */
import type { Db } from '@/lib/server/db';
import { derived, type PublicReview } from '@/lib/server/public-data';

/** How many reviews a page lists under its average. */
export const REVIEWS_SHOWN = 3;

/** A page's reviews: the average stars (one decimal), how many there are and the latest few. */
export interface ReviewsBlock {
  average: number;
  count: number;
  latest: (PublicReview & { stars: number })[];
}

function block(list: (PublicReview & { stars: number })[]): ReviewsBlock {
  const average = list.length ? Math.round((list.reduce((sum, r) => sum + r.stars, 0) / list.length) * 10) / 10 : 0;
  return { average, count: list.length, latest: list.slice(0, REVIEWS_SHOWN) };
}

/** A performer's reviews: their own stars in each review that rated them. */
export function performerReviews(db: Db, performerId: string): ReviewsBlock {
  return derived(db, `reviews:performer:${performerId}`, (data) =>
    block(
      data.reviews.flatMap((r) => {
        const rating = r.performerRatings.find((p) => p.performerId === performerId)?.rating;
        return rating ? [{ ...r, stars: rating }] : [];
      }),
    ),
  );
}

/** A city's reviews: the party's stars. */
export function cityReviews(db: Db, city: string): ReviewsBlock {
  return derived(db, `reviews:city:${city}`, (data) =>
    block(data.reviews.filter((r) => r.city === city).map((r) => ({ ...r, stars: r.partyRating ?? 0 }))),
  );
}

/** The latest reviews across cities (the home page and the booking form). */
export function latestReviews(db: Db): ReviewsBlock {
  return derived(db, 'reviews:latest', (data) => block(data.reviews.map((r) => ({ ...r, stars: r.partyRating ?? 0 }))));
}
