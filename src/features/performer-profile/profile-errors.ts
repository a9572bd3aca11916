/**
 * The refusals of a performer's own profile (browser-safe): his form's rules, said in the portal page's language
 * from the catalogues, and the agency's (an approval of a draft no longer there or changed since), said in Italian.
 */
import { fromCatalogue, type AgencyErrorMessages, type ErrorMessages } from '@/lib/error-codes';
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

/**
 * No draft waiting from this performer (404), or he saved again after the agency read it (409); a send-back note left
 * empty or too long (400 on `note`: Profili says it in the reader's panel language, profile-drafts-api.ts).
 */
export const PROFILE_AGENCY_ERRORS: AgencyErrorMessages<
  'profile_draft_not_found' | 'profile_draft_changed' | 'profile_note_required' | 'profile_note_too_long'
> = {
  profile_draft_not_found: {
    en: () => 'No profile changes are waiting from this performer',
    it: () => 'Nessuna modifica del profilo in attesa da questo performer',
  },
  profile_draft_changed: {
    en: () => 'The performer changed his profile again after you read it: read it again before approving it',
    it: () => "Il performer ha modificato di nuovo il profilo dopo che l'hai letto: rileggilo prima di approvarlo",
  },
  profile_note_required: {
    en: () => 'Tell the performer what to change',
    it: () => 'Scrivi al performer cosa cambiare',
  },
  profile_note_too_long: {
    en: ({ max }) => `The note can be at most ${max} characters`,
    it: ({ max }) => `La nota può avere al massimo ${max} caratteri`,
  },
};
