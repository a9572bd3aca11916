/**
 * The state of a form of the kit: its values (controlled inputs), each field's error said in the reader's
 * language by the form's rules (loaded lazily: lazy-rules.ts), and its submission. A few lines of React
 * instead of a form library: the public forms' script is read on a phone before they work.
 * Checked on blur (`check: 'blur'`) or only on submit (`'submit'`); once submitted, a field is checked again
 * as it changes. A submit that fails its rules focuses the first field in error. What the reader typed or ticked
 * before the form's script ran (a phone on hotel Wi-Fi), or what the browser put back, is the form's (`adopt`).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Locale } from '@/lib/i18n';
import type { FieldErrors } from './coded-rules';
import type { LazyRules } from './lazy-rules';

/** What an input, a select or a text area of the kit takes from the form (spread into it). */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** What a checkbox takes from the form (spread into it). */
export interface CheckProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** A change of some fields: the values, or a function of the current ones. */
type Patch<I> = Partial<I> | ((values: I) => Partial<I>);

/** What `form`'s controls hold that differs from `empty`, field by field (a list: its ticked options' values). */
function heldBy<I extends object>(form: HTMLFormElement, empty: I): Partial<I> {
  const data = new FormData(form);
  const held = (Object.entries(empty) as [string, unknown][]).map(([name, blank]) => [
    name,
    Array.isArray(blank) ? data.getAll(name) : typeof blank === 'boolean' ? data.has(name) : (data.get(name) ?? blank),
    blank,
  ]);
  return Object.fromEntries(held.filter(([, value, blank]) => String(value) !== String(blank))) as Partial<I>;
}

/** The form's state and what its fields and `<form>` take; `I` its values, `O` what its rules make of them. */
export function useForm<I extends object, O>(options: { empty: I; rules: LazyRules<I, O>; locale: Locale; check: 'blur' | 'submit' }) {
  const { rules, locale } = options;
  const [values, setValues] = useState<I>(options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The form last submitted: its first field in error is focused when the submit fails.
  const formElement = useRef<HTMLFormElement | null>(null);
  // Fields changed since the last commit, checked against the committed values once the form was submitted.
  const changed = useRef(new Set<string>());

  /** Checks `fields` against `these` values: each gets its error or loses it. */
  const check = (fields: string[], these: I) =>
    rules.validate(these, locale).then(
      (result) => setErrors((before) => ({ ...before, ...Object.fromEntries(fields.map((name) => [name, result.errors?.[name]])) })),
      // The rules could not load (the connection dropped): the submit says so.
      () => undefined,
    );

  useEffect(() => {
    if (!submitted) return changed.current.clear();
    if (changed.current.size === 0) return;
    const fields = [...changed.current];
    changed.current.clear();
    void check(fields, values);
    // Only a change of the values asks for a check.
  }, [values, submitted]);

  useEffect(() => {
    if (failedSubmits) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  // Stable (an effect may depend on it): it reads nothing of the render.
  const update = useCallback(
    (patch: Patch<I>) =>
      setValues((before) => {
        const change = typeof patch === 'function' ? patch(before) : patch;
        for (const name of Object.keys(change)) changed.current.add(name);
        return { ...before, ...change };
      }),
    [],
  );
  // React keeps what the page's controls hold when it takes them over, but not in the form's values: a submit
  // would refuse what the reader sees, and the next render would empty it. So the form reads them once.
  // (Stable while the form's empty values are: a constant of each form.)
  const adopt = useCallback(
    (form: HTMLFormElement | null) => {
      if (form) update(heldBy(form, options.empty));
    },
    [update, options.empty],
  );
  const blur = (name: string) => {
    if (options.check === 'blur') void check([name], values);
  };
  const read = values as Record<string, unknown>;

  return {
    values,
    errors,
    submitted,
    submitting,
    update,
    /** The `<form>`'s ref: what its controls held before React took them over becomes the form's values. */
    adopt,
    /** Props of the input, select or text area of field `name`. */
    field: (name: keyof I & string): FieldProps => ({
      name,
      value: (read[name] as string | number | undefined)?.toString() ?? '',
      onChange: (event) => update({ [name]: event.target.value } as Partial<I>),
      onBlur: () => blur(name),
    }),
    /** Props of the checkbox of a yes/no field `name`. */
    checkbox: (name: keyof I & string): CheckProps => ({
      name,
      checked: read[name] === true,
      onChange: (event) => update({ [name]: event.target.checked } as Partial<I>),
      onBlur: () => blur(name),
    }),
    /** Props of the checkbox of `option` in list field `name` (ticked: in the list). */
    option: (name: keyof I & string, option: string): CheckProps => {
      const list = (read[name] as string[] | undefined) ?? [];
      return {
        name,
        checked: list.includes(option),
        onChange: (event) =>
          update((now) => {
            const current = ((now as Record<string, unknown>)[name] as string[] | undefined) ?? [];
            return { [name]: event.target.checked ? [...current, option] : current.filter((one) => one !== option) } as Partial<I>;
          }),
        onBlur: () => blur(name),
      };
    },
    setError: (name: string, message: string) => setErrors((before) => ({ ...before, [name]: message })),
    clearErrors: (names: string[]) =>
      setErrors((before) => Object.fromEntries(Object.entries(before).filter(([name]) => !names.includes(name)))),
    /** Back to `to` (the empty form by default), no error shown, not submitted. */
    reset: (to: I = options.empty) => {
      setValues(to);
      setErrors({});
      setSubmitted(false);
    },
    /** The `<form>`'s onSubmit: checks every field and, when all pass, `send`s the parsed values (pending meanwhile). */
    submit: (send: (parsed: O) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      setSubmitted(true);
      setSubmitting(true);
      try {
        const result = await rules.validate(values, locale);
        setErrors(result.errors ?? {});
        if (result.errors) return setFailedSubmits((count) => count + 1);
        await send(result.values);
      } finally {
        setSubmitting(false);
      }
    },
  };
}

/** The state a form's fields are drawn from (useForm's answer). */
export type Form<I extends object, O> = ReturnType<typeof useForm<I, O>>;
