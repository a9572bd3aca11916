/** The application form's rules (application.schema.ts) said from their codes in the page's language. */
import { FIELD_ERRORS } from '@/components/ui/public-form-errors';
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/** Every code the application form's rules give, with its message. */
export const JOIN_ERRORS = {
  ...FIELD_ERRORS,
  name_short: fromCatalogue(m.error_name_short),
  name_too_long: fromCatalogue(m.error_name_too_long),
  stage_name_short: fromCatalogue(m.error_stage_name_short),
  stage_name_too_long: fromCatalogue(m.error_stage_name_too_long),
  location_required: fromCatalogue(m.error_location_required),
  interest_invalid: fromCatalogue(m.error_interest_invalid),
  interest_required: fromCatalogue(m.error_interest_required),
  age_required: fromCatalogue(m.error_age_required),
  age_whole: fromCatalogue(m.error_age_whole),
  age_minimum: fromCatalogue(m.error_age_minimum),
  age_real: fromCatalogue(m.error_age_real),
  details_too_long: fromCatalogue(m.error_details_too_long),
} satisfies Partial<ErrorMessages>;
