/**
 * The availability feature's refusals in every language: a performer taken or off at the asked time (409,
 * naming them and the day) and a client asking too often (429). The server says them in English, the
 * booking pages in the reader's language, from the same code.
 */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { formatDayInSentence } from '@/lib/event-time';
import { m } from '@/paraglide/messages';

/** Below this wait the 429 counts seconds, from it minutes. */
const SECONDS_SHOWN_BELOW = 90;

/** `performer_booked`, `performer_off` and `availability_too_often`. */
export const AVAILABILITY_ERRORS: ErrorMessages<'performer_booked' | 'performer_off' | 'availability_too_often'> = {
  performer_booked: ({ name, date }, locale) => m.error_performer_booked({ name, day: formatDayInSentence(date, locale) }, { locale }),
  performer_off: ({ name, date }, locale) => m.error_performer_off({ name, day: formatDayInSentence(date, locale) }, { locale }),
  availability_too_often: ({ seconds }, locale) =>
    seconds < SECONDS_SHOWN_BELOW
      ? m.error_availability_too_often({ seconds }, { locale })
      : m.error_availability_too_often_minutes({ minutes: Math.ceil(seconds / 60) }, { locale }),
};

/**
 * The show length's rules (slotFields.duration: 30 to 300 minutes in steps of 15): `duration_whole`, `duration_min`
 * {min}, `duration_max` {max}, `duration_step` {step}. The booking form offers only lengths that keep them, so its
 * lazily loaded rules say them only for a forged request's 400.
 */
export const DURATION_ERRORS: ErrorMessages<'duration_whole' | 'duration_min' | 'duration_max' | 'duration_step'> = {
  duration_whole: fromCatalogue(m.error_duration_whole),
  duration_min: fromCatalogue(m.error_duration_min),
  duration_max: fromCatalogue(m.error_duration_max),
  duration_step: fromCatalogue(m.error_duration_step),
};
