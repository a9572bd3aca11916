/**
 * The refusals of the inbox (browser-safe): answered in English with their code, said in the admin's Italian by the
 * panel (through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** An unknown contact message or application (404). */
export const INBOX_ERRORS: AgencyErrorMessages<'contact_not_found' | 'application_not_found'> = {
  contact_not_found: { en: () => 'Contact message not found', it: () => 'Messaggio di contatto non trovato' },
  application_not_found: { en: () => 'Application not found', it: () => 'Candidatura non trovata' },
};
