/**
 * The refusals of the agency's Giorni liberi (browser-safe): answered in English with their code, said in the admin's
 * Italian by the panel (through the agency's table, admin/agency-errors.ts). The performer meets the same code in
 * the portal, said from the catalogues (performer-portal/portal-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** A time off the performer does not have (404). */
export const TIME_OFF_ERRORS: AgencyErrorMessages<'time_off_not_found'> = {
  time_off_not_found: { en: () => 'Time off not found', it: () => 'Giorno libero non trovato' },
};
