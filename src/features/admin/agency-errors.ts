/**
 * The refusals the agency meets in its panel (browser-safe): the server answers them in English with their
 * code, the panel says them in the admin's Italian (admin-panel/errors.ts), whatever the customers' languages.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { AGENCY_BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { PERFORMER_ERRORS } from '@/features/performers/performer-errors';

/**
 * The agency's codes: the admin login's limit (429), an unknown booking (404, its message with the booking links'), an
 * e-mail address already a performer's or a person's (409), an unknown or disabled person, and an owner's own
 * disabling or demotion (400).
 */
export const AGENCY_ERRORS: AgencyErrorMessages<
  | 'login_too_many'
  | 'booking_not_found'
  | 'performer_email_taken'
  | 'person_email_taken'
  | 'person_not_found'
  | 'person_disabled'
  | 'self_demotion'
> = {
  login_too_many: {
    en: ({ minutes }) => `Too many login attempts. Please try again in ${minutes} minutes.`,
    it: ({ minutes }) => `Troppi tentativi di accesso. Riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}.`,
  },
  ...AGENCY_BOOKING_LINK_ERRORS,
  ...PERFORMER_ERRORS,
  person_email_taken: {
    en: () => 'This e-mail address already belongs to a person',
    it: () => 'Questo indirizzo e-mail appartiene già a una persona',
  },
  person_not_found: { en: () => 'Person not found', it: () => 'Persona non trovata' },
  person_disabled: {
    en: () => 'This person is disabled: enable them first',
    it: () => 'Questa persona è disattivata: riattivala prima',
  },
  self_demotion: {
    en: () => 'You cannot disable yourself or take away your own owner role',
    it: () => 'Non puoi disattivare te stesso né toglierti il ruolo di titolare',
  },
};
