/** Turning a failed call into the text an admin reads. */
import { ApiError, type AnswerReason, type FieldIssue } from '@/lib/api-client';

/** Says a coded answer in the reader's words, undefined for a code it does not know. */
export type AnswerWords = (answer: AnswerReason) => string | undefined;

// Given by each island that shows the panel (its words come from every feature, which this shared module
// must not import: the features' screens import it).
let italianOf: AnswerWords = () => undefined;

/** Sets how the panel says a coded answer (each panel island's root calls it once, before it renders). */
export function speakErrorsWith(words: AnswerWords): void {
  italianOf = words;
}

/**
 * A refusal in Italian from its code, else `uncoded` when given, else the server's message (its `error` field), for a
 * toast description or an inline error.
 */
export function errorText(error: unknown, uncoded?: string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  return italianOf(error.reason) ?? uncoded ?? error.serverMessage;
}

/** One field's problem in Italian from its code, else as the server wrote it. */
export function issueText(issue: FieldIssue): string {
  return italianOf(issue) ?? issue.message;
}

/** The server's first message for each field of a refused form (`{ path: message }`, in Italian from its code), none for another failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path] ??= issueText(issue);
  return found;
}
