/**
 * The panel's one way to say a failed call: a coded refusal in the reader's panel language from the panel catalogues
 * (lib/panel-refusal.ts, loaded with the first refusal: refusal-words.ts), as a toast's text (errorText) or on its form's fields (fieldErrors).
 */
import { ApiError, type FieldIssue } from '@/lib/api-client';
import { sayRefusal } from './refusal-words';
import { $panelLocale } from './session-store';

/**
 * A refusal in the reader's language from its code, else `uncoded` when given, else the server's message (its `error`
 * field), for a toast description or an inline error.
 */
export function errorText(error: unknown, uncoded?: string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  return sayRefusal(error.reason, $panelLocale.get()) ?? uncoded ?? error.serverMessage;
}

/** One field's problem in the reader's language from its code, else as the server wrote it. */
export function issueText(issue: FieldIssue): string {
  return sayRefusal(issue, $panelLocale.get()) ?? issue.message;
}

/** The server's first message for each field of a refused form (`{ path: message }`, said from its code), none for another failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path] ??= issueText(issue);
  return found;
}
