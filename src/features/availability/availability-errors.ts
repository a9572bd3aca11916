/**
 * The availability feature's refusals in every language: a performer taken or off at the asked time (409,
 * naming them and the day) and a client asking too often (429). The server says them in English, the
 * booking pages in the reader's language, from the same code.
 */
import type { ErrorMessages } from '@/lib/error-codes';
import { formatDayInSentence } from '@/lib/event-time';
import { sayVariant, waitInSeconds } from '@/lib/refusal-variants';
import { m } from '@/paraglide/messages';

/** `performer_booked`, `performer_off` and `availability_too_often`. */
export const AVAILABILITY_ERRORS: ErrorMessages<'performer_booked' | 'performer_off' | 'availability_too_often'> = {
  performer_booked: ({ name, date }, locale) => m.error_performer_booked({ name, day: formatDayInSentence(date, locale) }, { locale }),
  performer_off: ({ name, date }, locale) => m.error_performer_off({ name, day: formatDayInSentence(date, locale) }, { locale }),
  availability_too_often: (params, locale) =>
    sayVariant(waitInSeconds, params, { '': m.error_availability_too_often, _minutes: m.error_availability_too_often_minutes }, locale),
};
