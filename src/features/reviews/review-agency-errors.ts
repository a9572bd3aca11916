/**
 * The refusals of moderating reviews (browser-safe): answered with their code, said in the admin's Italian by the
 * panel (through the agency's table, admin/agency-errors.ts). The `error` text was Italian already and stays so.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** A review that is not there to moderate (404), or changed by its customer since the moderator read it (409). */
export const REVIEW_AGENCY_ERRORS: AgencyErrorMessages<'review_not_found' | 'review_changed'> = {
  review_not_found: { en: () => 'Recensione non trovata', it: () => 'Recensione non trovata' },
  review_changed: {
    en: () => 'The customer changed this review after you read it: read it again before publishing it',
    it: () => "Il cliente ha modificato la recensione dopo che l'hai letta: rileggila prima di pubblicarla",
  },
};
