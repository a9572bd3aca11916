/**
 * The refusals of managing performers (browser-safe): answered in English with their code, said in the admin's
 * Italian by the panel (admin-panel/errors.ts reads them through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** An e-mail address already another performer's (409). */
export const PERFORMER_ERRORS: AgencyErrorMessages<'performer_email_taken'> = {
  performer_email_taken: {
    en: () => 'Another performer already has this e-mail address',
    it: () => 'Un altro performer ha già questo indirizzo e-mail',
  },
};
