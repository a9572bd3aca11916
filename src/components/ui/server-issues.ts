/** Puts the API's field messages (400 issues) back on the form fields they belong to. */
import { ApiError, type FieldIssue } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';

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
 * A failed form post: puts its field issues back on the form, said in `locale` from their code by the
 * form's rules (`said`), and answers the failure toast's description: a 429's own message (when to try
 * again), said from its code in `locale` (its words loaded only then), else the fallback.
 */
export async function formFailure(
  error: unknown,
  form: {
    fields: readonly string[];
    setError: (field: string, error: { type: string; message: string }) => void;
    said: (issues: FieldIssue[], locale: Locale) => Promise<FieldIssue[]>;
  },
  fallback: string,
  locale: Locale,
): Promise<string> {
  const failure = error instanceof ApiError ? error : undefined;
  if (failure?.issues.length) applyServerIssues(await form.said(failure.issues, locale), form.fields, form.setError);
  if (failure?.status !== 429) return fallback;
  try {
    const { formRateLimitMessage } = await import('@/lib/form-rate-limit-errors');
    return formRateLimitMessage(failure.reason, locale) ?? failure.serverMessage;
  } catch {
    // The words could not load (the connection dropped): the server's own.
    return failure.serverMessage;
  }
}
