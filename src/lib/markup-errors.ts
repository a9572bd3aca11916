/**
 * The refusals of a text's markup (lib/markup.ts), said from their codes in the reader's language (browser-safe): a
 * performer's from the catalogues, the agency's (its performer form) in Italian.
 */
import { fromCatalogue, type AgencyErrorMessages, type ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** `markup_not_allowed` {piece} (a tag, attribute or link beyond the allowed) and `markup_unclosed` {tag}; 400 each. */
export const MARKUP_ERRORS: ErrorMessages<'markup_not_allowed' | 'markup_unclosed'> = {
  markup_not_allowed: fromCatalogue(m.error_markup_not_allowed),
  markup_unclosed: fromCatalogue(m.error_markup_unclosed),
};

/** The same codes in the agency's panel: the catalogue's English as the server answers them, and the admin's Italian. */
export const AGENCY_MARKUP_ERRORS: AgencyErrorMessages<'markup_not_allowed' | 'markup_unclosed'> = {
  markup_not_allowed: {
    en: (params) => m.error_markup_not_allowed(params, { locale: 'en' }),
    it: ({ piece }) => `Sono ammessi solo paragrafi, enfasi, a capo e link a pagine del sito, wa.me o line.me: ${piece} non è ammesso`,
  },
  markup_unclosed: {
    en: (params) => m.error_markup_unclosed(params, { locale: 'en' }),
    it: ({ tag }) => `${tag} è aperto ma non viene mai chiuso`,
  },
};
