/**
 * The refusals of editing the site's texts (browser-safe): answered in English with their code, said by the panel in
 * the admin's language from its catalogues (messages/panel/*.json). A text's markup beyond the allowed answers the
 * markup's own codes (lib/markup-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import * as pm from '@/paraglide-panel/messages';

type ContentCode =
  | 'content_not_found'
  | 'content_changed'
  | 'content_nothing_to_undo'
  | 'content_too_long'
  | 'content_en_required'
  | 'content_placeholder'
  | 'content_not_allowed';

/**
 * An unknown key (404); a text saved by someone else since the editor read it, or nothing before it to undo (409); a
 * text over its limit, an empty English text, a placeholder the page does not fill (400, on the field en or th); a
 * person the owner has not let edit the site's texts (403).
 */
export const CONTENT_ERRORS: AgencyErrorMessages<ContentCode> = {
  content_not_found: {
    en: () => pm.content_error_not_found({}, { locale: 'en' }),
    it: () => pm.content_error_not_found({}, { locale: 'it' }),
  },
  content_changed: { en: () => pm.content_error_changed({}, { locale: 'en' }), it: () => pm.content_error_changed({}, { locale: 'it' }) },
  content_nothing_to_undo: {
    en: () => pm.content_error_nothing_to_undo({}, { locale: 'en' }),
    it: () => pm.content_error_nothing_to_undo({}, { locale: 'it' }),
  },
  content_too_long: {
    en: (params) => pm.content_error_too_long(params, { locale: 'en' }),
    it: (params) => pm.content_error_too_long(params, { locale: 'it' }),
  },
  content_en_required: {
    en: () => pm.content_error_en_required({}, { locale: 'en' }),
    it: () => pm.content_error_en_required({}, { locale: 'it' }),
  },
  content_placeholder: {
    en: (params) => pm.content_error_placeholder(params, { locale: 'en' }),
    it: (params) => pm.content_error_placeholder(params, { locale: 'it' }),
  },
  content_not_allowed: {
    en: () => pm.content_error_not_allowed({}, { locale: 'en' }),
    it: () => pm.content_error_not_allowed({}, { locale: 'it' }),
  },
};
