/** The message of the public forms' 429 (`form_rate_limited`) in every language; public-form.ts answers it, the forms' toast says it. */
import { codedMessage, type ErrorMessages } from './error-codes';
import type { Locale } from './i18n';
import { m } from '@/paraglide/messages';

/** `form_rate_limited`: a public form sent too often, with the wait in minutes and the agency's address to write to instead. */
export const FORM_RATE_LIMIT_ERRORS: ErrorMessages<'form_rate_limited'> = {
  form_rate_limited: ({ minutes, email }, locale) =>
    minutes === 1 ? m.error_form_rate_limited_one({ email }, { locale }) : m.error_form_rate_limited({ minutes, email }, { locale }),
};

/** A public form's refusal in `locale` when it is the coded `form_rate_limited`; undefined for any other answer. */
export function formRateLimitMessage(answer: { code?: unknown; params?: unknown }, locale: Locale): string | undefined {
  return codedMessage(FORM_RATE_LIMIT_ERRORS, answer, locale);
}
