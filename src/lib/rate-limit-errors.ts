/** The messages of the API's 429s in every language: the general one (rate-limit.ts) and the public forms' (public-form.ts). */
import type { ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** `too_many_requests`: 'Too many requests. Please try again in {minutes} minutes.' (one minute in the singular). */
export const RATE_LIMIT_ERRORS: ErrorMessages<'too_many_requests'> = {
  too_many_requests: ({ minutes }, locale) =>
    minutes === 1 ? m.error_too_many_requests_one({}, { locale }) : m.error_too_many_requests({ minutes }, { locale }),
};

/** `form_rate_limited`: a public form sent too often, with the wait in minutes and the agency's address to write to instead. */
export const FORM_RATE_LIMIT_ERRORS: ErrorMessages<'form_rate_limited'> = {
  form_rate_limited: ({ minutes, email }, locale) =>
    minutes === 1 ? m.error_form_rate_limited_one({ email }, { locale }) : m.error_form_rate_limited({ minutes, email }, { locale }),
};
