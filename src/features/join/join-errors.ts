/** The application form's validation messages (application.schema.ts speaks English) in the page's language. */
import { FIELD_MESSAGES, FIELD_PATTERNS } from '@/components/ui/public-form-errors';
import { messageTranslator } from '@/lib/message-translator';
import { m } from '@/paraglide/messages';

/** A message of the application rules (or the server's rate limit) in `locale`; others stay as they are. */
export const translateApplicationError = messageTranslator(
  [
    ...FIELD_MESSAGES,
    m.forms_name_short,
    m.forms_stage_name_short,
    m.v_location_required,
    m.forms_interest_invalid,
    m.forms_interest_required,
    m.forms_age_required,
    m.forms_age_whole,
    m.forms_age_real,
  ],
  [
    [/^You must be at least (\d+) years old to apply$/, ([, age = ''], locale) => m.forms_age_minimum({ age }, { locale })],
    ...FIELD_PATTERNS,
  ],
);
