/** The contact form's rules (contact.schema.ts) said from their codes in the page's language. */
import { FIELD_ERRORS } from '@/components/ui/public-form-errors';
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** Every code the contact form's rules give, with its message. */
export const CONTACT_ERRORS = {
  ...FIELD_ERRORS,
  first_name_required: fromCatalogue(m.error_first_name_required),
  first_name_too_long: fromCatalogue(m.error_first_name_too_long),
  last_name_required: fromCatalogue(m.error_last_name_required),
  last_name_too_long: fromCatalogue(m.error_last_name_too_long),
  name_no_letter: fromCatalogue(m.error_name_no_letter),
  inquiry_required: fromCatalogue(m.error_inquiry_required),
  message_required: fromCatalogue(m.error_message_required),
  message_too_long: fromCatalogue(m.error_message_too_long),
  privacy_required: fromCatalogue(m.error_privacy_required),
} satisfies Partial<ErrorMessages>;
