/**
 * The refusals of managing prices (browser-safe): answered in English with their code, said in the admin's Italian by
 * the panel (through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** An unknown service price or pricing parameter (404), and a parameter that exists already (409). */
export const PRICING_ERRORS: AgencyErrorMessages<'service_price_not_found' | 'pricing_parameter_not_found' | 'pricing_parameter_taken'> = {
  service_price_not_found: { en: () => 'Service price not found', it: () => 'Prezzo del servizio non trovato' },
  pricing_parameter_not_found: { en: () => 'Pricing parameter not found', it: () => 'Parametro di prezzo non trovato' },
  pricing_parameter_taken: {
    en: () => 'A pricing parameter with this type, location and service type already exists',
    it: () => 'Esiste già un parametro di prezzo con questo tipo, questa località e questo tipo di servizio',
  },
};
