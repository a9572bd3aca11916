/** The contact form's validation messages (contact.schema.ts speaks English) in the page's language. */
import { FIELD_MESSAGES, FIELD_PATTERNS } from '@/components/ui/public-form-errors';
import { messageTranslator } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** A message of the contact rules (or the server's rate limit) in `locale`; others stay as they are. */
export const translateContactError = messageTranslator(
  [
    ...FIELD_MESSAGES,
    m.forms_first_name_required,
    m.forms_last_name_required,
    m.forms_inquiry_required,
    m.forms_message_required,
    m.forms_privacy_required,
  ],
  FIELD_PATTERNS,
);
