/**
 * The refusals the agency meets in its panel (browser-safe): the server answers them in English with their
 * code, the panel says them in the admin's Italian (admin-panel/errors.ts), whatever the customers' languages.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** The agency's codes: the admin login's limit (429) and an unknown booking (404), also a customer's refusal. */
export const AGENCY_ERRORS: AgencyErrorMessages<'login_too_many' | 'booking_not_found'> = {
  login_too_many: {
    en: ({ minutes }) => `Too many login attempts. Please try again in ${minutes} minutes.`,
    it: ({ minutes }) => `Troppi tentativi di accesso. Riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}.`,
  },
  booking_not_found: { en: () => 'Booking not found', it: () => 'Prenotazione non trovata' },
};
