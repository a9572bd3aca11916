/** Puts the API's field messages (400 issues) back on the form fields they belong to. */
import { ApiError, type FieldIssue } from '@/lib/api-client';
import { codedMessage } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import { FORM_RATE_LIMIT_ERRORS } from '@/lib/rate-limit-errors';

/** Calls setError for each issue whose top-level path is a field of the form; returns how many. */
export function applyServerIssues(
  issues: FieldIssue[],
  fields: readonly string[],
  setError: (field: string, error: { type: string; message: string }) => void,
): number {
  let applied = 0;
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (!fields.includes(field)) continue;
    setError(field, { type: 'server', message: issue.message });
    applied += 1;
  }
  return applied;
}

/**
 * A failed form post: puts its field issues back on the form and answers the failure toast's
 * description: a 429's own message (when to try again), said from its code in `locale`, else the fallback.
 */
export function formFailure(
  error: unknown,
  fields: readonly string[],
  setError: (field: string, error: { type: string; message: string }) => void,
  fallback: string,
  locale: Locale,
): string {
  const failure = error instanceof ApiError ? error : undefined;
  applyServerIssues(failure?.issues ?? [], fields, setError);
  if (failure?.status !== 429) return fallback;
  return codedMessage(FORM_RATE_LIMIT_ERRORS, failure.reason, locale) ?? failure.serverMessage;
}
