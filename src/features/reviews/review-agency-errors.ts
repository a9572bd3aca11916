/**
 * The refusals of moderating reviews (browser-safe): answered with their code, said in the admin's Italian by the
 * panel (through the agency's table, admin/agency-errors.ts). The `error` text was Italian already and stays so.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** A review that is not there to moderate (404). */
export const REVIEW_AGENCY_ERRORS: AgencyErrorMessages<'review_not_found'> = {
  review_not_found: { en: () => 'Recensione non trovata', it: () => 'Recensione non trovata' },
};
