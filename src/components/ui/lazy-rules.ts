/**
 * A form's validation rules (zod, its schema and its messages) loaded on the form's first focus or tap, not
 * with the page: on every public form nothing is validated before the visitor has typed or pressed
 * something, so zod (about 40 KB compressed, and a few milliseconds of schema building on a phone) and the
 * words of its rules stay off the load.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FieldIssue } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';
import type { CodedRules } from './coded-rules';

/** A resolver that imports its module on first use, `warm` to start that import early, and `said`. */
export interface LazyRules<I extends FieldValues, O> {
  resolver: Resolver<I, Locale, O>;
  /** Starts the import (put it on the form's onFocus and onPointerDown); a failure waits for the submit. */
  warm: () => void;
  /** The API's field issues said in `locale` from their code; as the server wrote them if the rules cannot load. */
  said: (issues: FieldIssue[], locale: Locale) => Promise<FieldIssue[]>;
}

/** `load` is `() => import('./x-form-validation')`, a module exporting its form's codedRules (`resolver`, `said`). */
export function lazyRules<I extends FieldValues, O>(load: () => Promise<CodedRules<I, O>>): LazyRules<I, O> {
  return {
    resolver: async (...args) => (await load()).resolver(...args),
    warm: () => void load().catch(() => undefined),
    said: (issues, locale) =>
      load().then(
        (rules) => rules.said(issues, locale),
        () => issues,
      ),
  };
}
