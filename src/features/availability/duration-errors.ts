/** The show length's refusals (browser-safe), said from their codes in the reader's language. */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { m } from '@/paraglide/messages';

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
