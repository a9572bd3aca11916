/**
 * The messages of the rules every public form shares (form-fields.ts), for each form's table of its own
 * rules' messages (contact-errors.ts, join-errors.ts). (The server's rate limit is said from its code: server-issues.ts.)
 */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** The shared fields' codes: the e-mail address (required, valid, its length) and the phone number's length. */
export const FIELD_ERRORS: ErrorMessages<'email_required' | 'email_invalid' | 'email_too_long' | 'phone_too_long'> = {
  email_required: fromCatalogue(m.error_email_required),
  email_invalid: fromCatalogue(m.error_email_invalid),
  email_too_long: fromCatalogue(m.error_email_too_long),
  phone_too_long: fromCatalogue(m.error_phone_too_long),
};
