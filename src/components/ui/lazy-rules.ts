/**
 * A form's validation rules (zod and its schema) loaded on the form's first focus or tap, not with the
 * page: on every public form nothing is validated before the visitor has typed or pressed something, so
 * zod (about 40 KB compressed, and a few milliseconds of schema building on a phone) stays off the load.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver that imports its module on first use, and `warm` to start that import early. */
export interface LazyRules<I extends FieldValues, O> {
  resolver: Resolver<I, unknown, O>;
  /** Starts the import (put it on the form's onFocus and onPointerDown); a failure waits for the submit. */
  warm: () => void;
}

/** `load` is `() => import('./x-form-validation')`, a module whose `resolver` is the form's zodResolver. */
export function lazyRules<I extends FieldValues, O>(load: () => Promise<{ resolver: Resolver<I, unknown, O> }>): LazyRules<I, O> {
  return {
    resolver: async (...args) => (await load()).resolver(...args),
    warm: () => void load().catch(() => undefined),
  };
}
