/**
 * The refusals of the outbox's page (browser-safe): answered in English with their code, said in the admin's Italian
 * by the panel (through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** A retry of an e-mail that is not a failed one (404). */
export const OUTBOX_ERRORS: AgencyErrorMessages<'failed_email_not_found'> = {
  failed_email_not_found: { en: () => 'No failed e-mail with this id', it: () => 'Nessuna e-mail non consegnata con questo id' },
};
