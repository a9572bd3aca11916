/** A party brief's problems in every language, said on their fields by the brief's form (the link's own refusals: the server's, in the booking's language). */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** The brief's problems (brief-rules.ts), each on its field: guests, all adults, the night's phone, a long answer (400). */
export const BRIEF_FORM_ERRORS: ErrorMessages<'brief_guests' | 'brief_adults' | 'brief_phone' | 'brief_too_long'> = {
  brief_guests: fromCatalogue(m.error_brief_guests),
  brief_adults: fromCatalogue(m.error_brief_adults),
  brief_phone: fromCatalogue(m.error_brief_phone),
  brief_too_long: fromCatalogue(m.error_brief_too_long),
};
