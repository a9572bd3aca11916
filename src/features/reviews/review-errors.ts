/** A review's problems in every language, said on their fields by the review form (the link's own refusals: the server's, in the review's language). */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** A review's problems (review-rules.ts), each on its field: a rating, the text (none, too long, only links), the country, the consent (400). */
export const REVIEW_FORM_ERRORS: ErrorMessages<
  'review_rating' | 'review_text_required' | 'review_text_long' | 'review_links_only' | 'review_country' | 'review_consent'
> = {
  review_rating: fromCatalogue(m.error_review_rating),
  review_text_required: fromCatalogue(m.error_review_text_required),
  review_text_long: fromCatalogue(m.error_review_text_long),
  review_links_only: fromCatalogue(m.error_review_links_only),
  review_country: fromCatalogue(m.error_review_country),
  review_consent: fromCatalogue(m.error_review_consent),
};
