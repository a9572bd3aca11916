/** What a failed post of a public form says (loaded when a post fails): its field issues on their fields, and the toast's description. */
import { ApiError } from '@/lib/api-client';
import type { ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import { sayFields, sayRefusal } from '@/lib/say-refusal';

/**
 * A failed form post: puts its field issues on the form's fields (a list's item on its list), said in `locale`
 * by the form's rules' `words`, and answers the failure toast's description: a 429's own message (when to try
 * again), said from its code in `locale` (its words loaded only then), else the fallback.
 */
export async function formFailure(
  error: unknown,
  form: {
    fields: readonly string[];
    setError: (field: string, error: { type: string; message: string }) => void;
    words: () => Promise<Partial<ErrorMessages>>;
  },
  fallback: string,
  locale: Locale,
): Promise<string> {
  if (!(error instanceof ApiError)) return fallback;
  if (error.issues.length) {
    const said = sayFields(error, await form.words(), locale, (path) => path.split('.')[0] ?? '');
    for (const field of form.fields) if (said[field]) form.setError(field, { type: 'server', message: said[field] });
  }
  if (error.status !== 429) return fallback;
  try {
    return sayRefusal(error, (await import('@/lib/form-rate-limit-errors')).FORM_RATE_LIMIT_ERRORS, locale);
  } catch {
    // The words could not load (the connection dropped): the server's own.
    return error.serverMessage;
  }
}
