/** The refusal of the site photos' routes that is theirs (an upload's are the pipeline's, lib/upload-errors.ts): said in Italian to the agency. */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** A slot that is not one of the site's replaceable photos (404). */
export const SITE_PHOTO_AGENCY_ERRORS: AgencyErrorMessages<'site_photo_unknown'> = {
  site_photo_unknown: {
    en: () => 'There is no such photo of the site',
    it: () => 'Questa foto del sito non esiste',
  },
};
