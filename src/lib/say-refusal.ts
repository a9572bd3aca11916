/**
 * The client's one way to say a refused call (browser-safe, a few lines: every island and the panel use it). A refusal
 * is a code and its parameters (`{ error, code, params, issues? }`, lib/server/http.ts `refuse`); the reader hears it
 * from its code in their language, by the words the island already has (a customer island's table of the codes it can
 * meet, the panel's refusal words), and hears the server's own `error` text only when no word says the code.
 */
import { ApiError, type AnswerReason } from './api-client';
import { codedMessage, type ErrorMessages } from './error-codes';
import type { Locale } from './i18n';

/** Words by code: a customer island's table of codes (their catalogue's `error_<code>`), or a function that says a coded answer (the panel's). */
export type RefusalWords<L extends string = Locale> = Partial<ErrorMessages> | ((answer: AnswerReason, locale: L) => string | undefined);

/** A coded answer (a refusal, or one field's issue) in `locale` with its parameters filled in; undefined for a code the words do not say. */
export const sayCode = <L extends string>(answer: AnswerReason, words: RefusalWords<L>, locale: L): string | undefined =>
  typeof words === 'function' ? words(answer, locale) : codedMessage(words, answer, locale as Locale);

/**
 * What a failed call says as one message (a toast, a line under a button): a refusal from its code, else `uncoded`,
 * else the server's `error` text; a call that got no refusal (offline) says `unanswered`, else the error's own text.
 */
export function sayRefusal<L extends string>(
  error: unknown,
  words: RefusalWords<L>,
  locale: L,
  otherwise: { uncoded?: string | undefined; unanswered?: string | undefined } = {},
): string {
  if (!(error instanceof ApiError)) return otherwise.unanswered ?? (error instanceof Error ? error.message : String(error));
  return sayCode(error.reason, words, locale) ?? otherwise.uncoded ?? error.serverMessage;
}

/**
 * What a refused form says on its fields (field → message): each field's first issue, said from its code, else as
 * the server wrote it. `fieldOf` names the form's field an issue's path is on (the path itself by default).
 */
export function sayFields<L extends string>(
  error: unknown,
  words: RefusalWords<L>,
  locale: L,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const said: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const issue of error.issues) said[fieldOf(issue.path)] ??= sayCode(issue, words, locale) ?? issue.message;
  return said;
}
