/**
 * A form's validation rules (zod, its schema and its messages) loaded on the form's first focus or tap, not
 * with the page: on every public form nothing is validated before the visitor has typed or pressed
 * something, so zod (about 23 KB compressed, and a few milliseconds of schema building on a phone) and the
 * words of its rules stay off the load.
 */
import type { ErrorMessages } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import type { Checked, CodedRules } from './coded-rules';

/** The rules' `validate` importing their module on first use, `warm` to start that import early, and their `words`. */
export interface LazyRules<I, O> {
  validate: (values: I, locale: Locale) => Promise<Checked<O>>;
  /** Starts the import (put it on the form's onFocus and onPointerDown); a failure waits for the submit. */
  warm: () => void;
  /** The messages of the form's codes, to say the API's field issues by (none if the rules cannot load: the server's words). */
  words: () => Promise<Partial<ErrorMessages>>;
}

/** `load` is `() => import('./x-form-validation')`, a module exporting its form's codedRules (`validate`, `words`). */
export function lazyRules<I, O>(load: () => Promise<CodedRules<I, O>>): LazyRules<I, O> {
  return {
    validate: async (values, locale) => (await load()).validate(values, locale),
    warm: () => void load().catch(() => undefined),
    words: () =>
      load().then(
        (rules) => rules.words,
        () => ({}),
      ),
  };
}
