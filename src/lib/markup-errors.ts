/**
 * The refusals of a text's markup (lib/markup.ts), said from their codes in the reader's language (browser-safe): a
 * performer's from the catalogues, the agency's (its performer form) from the panel catalogues.
 */
import { fromCatalogue, type ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** `markup_not_allowed` {piece} (a tag, attribute or link beyond the allowed) and `markup_unclosed` {tag}; 400 each. */
export const MARKUP_ERRORS: ErrorMessages<'markup_not_allowed' | 'markup_unclosed'> = {
  markup_not_allowed: fromCatalogue(m.error_markup_not_allowed),
  markup_unclosed: fromCatalogue(m.error_markup_unclosed),
};
