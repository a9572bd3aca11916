/** Why a performer cannot say a status on the night (browser-safe): night-rules.ts gives the code, the portal says it in its page's language. */
import type { ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';
import type { NightCode } from './night-rules';

/** The night's refusals (NightCode, night-rules.ts), each said in the portal's language. */
export const NIGHT_ERRORS: ErrorMessages<NightCode> = {
  night_not_confirmed: (_, locale) => m.error_night_not_confirmed({}, { locale }),
  night_declined: (_, locale) => m.error_night_declined({}, { locale }),
  night_window: ({ before, after }, locale) => m.error_night_window({ before, after }, { locale }),
  night_finished: (_, locale) => m.error_night_finished({}, { locale }),
  night_arrived: (_, locale) => m.error_night_arrived({}, { locale }),
  night_arrive_first: (_, locale) => m.error_night_arrive_first({}, { locale }),
  night_not_started: (_, locale) => m.error_night_not_started({}, { locale }),
};
