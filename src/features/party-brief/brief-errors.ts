/** A party brief link's refusals in every language: the server answers them in the booking's language, with their code. */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** An unknown link (400), a cancelled booking and a brief closed 6 hours before the party (409). */
export const BRIEF_ERRORS: ErrorMessages<'brief_link_invalid' | 'brief_booking_cancelled' | 'brief_closed'> = {
  brief_link_invalid: (_, locale) => m.error_brief_link_invalid({}, { locale }),
  brief_booking_cancelled: (_, locale) => m.error_brief_booking_cancelled({}, { locale }),
  brief_closed: (_, locale) => m.error_brief_closed({}, { locale }),
};

/** The brief's problems (brief-rules.ts), each on its field: guests, all adults, the night's phone, a long answer (400). */
export const BRIEF_FORM_ERRORS: ErrorMessages<'brief_guests' | 'brief_adults' | 'brief_phone' | 'brief_too_long'> = {
  brief_guests: fromCatalogue(m.error_brief_guests),
  brief_adults: fromCatalogue(m.error_brief_adults),
  brief_phone: fromCatalogue(m.error_brief_phone),
  brief_too_long: fromCatalogue(m.error_brief_too_long),
};
