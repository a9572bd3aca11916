/**
 * The refusals of a request's JSON body (lib/server/request.ts readJson), said from their codes in the reader's
 * language (browser-safe). No island sends such a body; a forged or broken client meets them, and the agency's
 * panel says them in Italian.
 */
import { fromCatalogue, type ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** The body-level codes shared by every JSON route: its content type (415), its bytes (400, 413) and its shape (400). */
export type RequestBodyCode =
  'body_not_json' | 'body_not_utf8' | 'body_unreadable' | 'body_too_large' | 'body_key_forbidden' | 'body_invalid_json' | 'body_not_object';

/**
 * `body_not_json` (415), `body_not_utf8`, `body_unreadable`, `body_too_large` {limitKb} (413), `body_key_forbidden`
 * {key}, `body_invalid_json` and `body_not_object` (400 each).
 */
export const REQUEST_BODY_ERRORS: ErrorMessages<RequestBodyCode> = {
  body_not_json: fromCatalogue(m.error_body_not_json),
  body_not_utf8: fromCatalogue(m.error_body_not_utf8),
  body_unreadable: fromCatalogue(m.error_body_unreadable),
  body_too_large: fromCatalogue(m.error_body_too_large),
  body_key_forbidden: fromCatalogue(m.error_body_key_forbidden),
  body_invalid_json: fromCatalogue(m.error_body_invalid_json),
  body_not_object: fromCatalogue(m.error_body_not_object),
};

/**
 * `invalid_value` (400): a field zod's own check refused (a number where a string is expected, an unknown key), its
 * English text zod's words (lib/server/http.ts validationIssue) and its path the issue's.
 */
export const REQUEST_VALUE_ERRORS: ErrorMessages<'invalid_value'> = {
  invalid_value: fromCatalogue(m.error_invalid_value),
};
