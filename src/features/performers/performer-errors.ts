/**
 * The refusals of managing performers (browser-safe): answered in English with their code, said in the admin's
 * Italian by the panel (admin-panel/errors.ts reads them through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/**
 * An e-mail address already another performer's (409), an unknown performer (404), and the first performer moved up
 * or the last moved down (409).
 */
export const PERFORMER_ERRORS: AgencyErrorMessages<'performer_email_taken' | 'performer_not_found' | 'performer_first' | 'performer_last'> =
  {
    performer_email_taken: {
      en: () => 'Another performer already has this e-mail address',
      it: () => 'Un altro performer ha già questo indirizzo e-mail',
    },
    performer_not_found: { en: () => 'Performer not found', it: () => 'Performer non trovato' },
    performer_first: { en: () => 'The first performer cannot move up', it: () => 'Il primo performer non può salire' },
    performer_last: { en: () => 'The last performer cannot move down', it: () => "L'ultimo performer non può scendere" },
  };
