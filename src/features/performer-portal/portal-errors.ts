/** The performer portal's own refusals (browser-safe), said from their codes in the portal page's language. */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

/**
 * `performer_sign_in_needed` (401, no performer session), `performer_link_invalid` (400, a bad, used or expired
 * sign-in link), `answer_closed` (409, a booking no longer answered) and `time_off_not_found` (404).
 */
export const PORTAL_ERRORS: ErrorMessages<'performer_sign_in_needed' | 'performer_link_invalid' | 'answer_closed' | 'time_off_not_found'> =
  {
    performer_sign_in_needed: (_, locale) => m.error_performer_sign_in_needed({}, { locale }),
    performer_link_invalid: (_, locale) => m.error_performer_link_invalid({}, { locale }),
    answer_closed: (_, locale) => m.error_answer_closed({}, { locale }),
    time_off_not_found: (_, locale) => m.error_time_off_not_found({}, { locale }),
  };
