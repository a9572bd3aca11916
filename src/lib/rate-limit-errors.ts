/** The message of the API's general 429 (`too_many_requests`) in every language; rate-limit.ts answers it. */
import type { ErrorMessages } from './error-codes';
import { sayVariant, waitInMinutes } from './refusal-variants';
import { m } from '@/paraglide/messages';

/** `too_many_requests`: 'Too many requests. Please try again in {minutes} minutes.' (one minute in the singular). */
export const RATE_LIMIT_ERRORS: ErrorMessages<'too_many_requests'> = {
  too_many_requests: (params, locale) =>
    sayVariant(waitInMinutes, params, { '': m.error_too_many_requests, _one: m.error_too_many_requests_one }, locale),
};
