/**
 * The refusals of a performer's own profile (browser-safe): his form's rules, said in the portal page's language
 * from the catalogues (the agency's refusals of a draft are the panel catalogues').
 */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { MARKUP_ERRORS } from '@/lib/markup-errors';
import { m } from '@/paraglide/messages';

/** The form's rules (400 each): the bio, a fact, a list, an entry, a photo that is neither his upload nor his current one; the bio's markup; a withdrawal with nothing waiting (404). */
export const PROFILE_ERRORS: ErrorMessages<
  | 'bio_required'
  | 'bio_too_long'
  | 'profile_text_required'
  | 'profile_text_too_long'
  | 'profile_list_too_long'
  | 'profile_item_too_long'
  | 'profile_photo_unknown'
  | 'profile_nothing_waiting'
  | keyof typeof MARKUP_ERRORS
> = {
  ...MARKUP_ERRORS,
  bio_required: fromCatalogue(m.error_bio_required),
  bio_too_long: fromCatalogue(m.error_bio_too_long),
  profile_text_required: fromCatalogue(m.error_profile_text_required),
  profile_text_too_long: fromCatalogue(m.error_profile_text_too_long),
  profile_list_too_long: fromCatalogue(m.error_profile_list_too_long),
  profile_item_too_long: fromCatalogue(m.error_profile_item_too_long),
  profile_photo_unknown: fromCatalogue(m.error_profile_photo_unknown),
  profile_nothing_waiting: fromCatalogue(m.error_profile_nothing_waiting),
};
