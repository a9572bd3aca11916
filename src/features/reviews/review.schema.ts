/** The review form's body (its shape; what it says is checked by review-rules.ts in the review's language). */
import '@/lib/zod-csp';
import { z } from 'zod';
import { linkTokenBody } from '@/lib/link-token';
import { localeField } from '@/lib/locale-field';

/** POST /api/reviews: the link's token, the stars, the text, the name and country to show, the consent. */
export const reviewBody = linkTokenBody.extend({
  partyRating: z.number(),
  performerRatings: z.record(z.string().max(64), z.number()),
  // Longer texts are refused with the form's own message (review-rules.ts); this only caps what is read.
  text: z.string().max(20_000),
  showName: z.enum(['first', 'verified']),
  country: z.string().max(1000).default(''),
  consent: z.boolean(),
  locale: localeField,
});

/** POST /api/reviews/opt-out: the link's token and the page's language. */
export const reviewOptOutBody = linkTokenBody.extend({ locale: localeField });
