/** A review link's refusals in every language: the server answers them in the review's language, with their code. */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** An unknown link (400), a review no longer open to write or to change (409), and too many reviews from one connection (429). */
export const REVIEW_ERRORS: ErrorMessages<'review_link_invalid' | 'review_expired' | 'review_edit_closed' | 'review_too_many'> = {
  review_link_invalid: (_, locale) => m.error_review_link_invalid({}, { locale }),
  review_expired: (_, locale) => m.error_review_expired({}, { locale }),
  review_edit_closed: (_, locale) => m.error_review_edit_closed({}, { locale }),
  review_too_many: ({ minutes }, locale) => m.error_review_too_many({ minutes }, { locale }),
};

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
