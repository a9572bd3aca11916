/**
 * The agency's promise, said plainly (one source for the booking page, the summary and the home page's FAQ): a
 * replacement of the same standard or the advance refunded if a performer cancels, the 72-hour rule of the terms,
 * and that nothing about a booking is shared. In the FAQ it stands under the questions, not as one: the
 * specification fixes the home page's FAQ at five questions.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { CANCELLATION_NOTICE_HOURS } from '@/features/advance/cancellation-advance';

/** The promise's heading and points, in `locale`. */
export function agencyPromise(locale: Locale): { heading: string; points: string[] } {
  const o = { locale };
  return {
    heading: m.promise_heading({}, o),
    points: [m.promise_replacement({}, o), m.promise_cancel({ hours: CANCELLATION_NOTICE_HOURS }, o), m.promise_discretion({}, o)],
  };
}
