/** The message of the public forms' 429 (`form_rate_limited`) in every language; public-form.ts answers it, the forms' toast says it. */
import type { ErrorMessages } from './error-codes';
import { sayVariant, waitOrWrite } from './refusal-variants';
import { m } from '@/paraglide/messages';

/** `form_rate_limited`: a public form sent too often, with the wait in minutes and the agency's address to write to instead. */
export const FORM_RATE_LIMIT_ERRORS: ErrorMessages<'form_rate_limited'> = {
  form_rate_limited: (params, locale) =>
    sayVariant(waitOrWrite, params, { '': m.error_form_rate_limited, _one: m.error_form_rate_limited_one }, locale),
};
