/** A labelled text input or text area with an optional hint and its error tied by aria-describedby. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass, fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';

interface Common {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** An optional field's mark after its label: the word in the page's language (the catalogue's forms_optional). */
  optional?: string;
}

/** Props of TextField: an input, or a textarea with `multiline`. */
export type TextFieldProps =
  | (Common & { multiline?: false } & Omit<ComponentPropsWithRef<'input'>, 'name'>)
  | (Common & { multiline: true } & Omit<ComponentPropsWithRef<'textarea'>, 'name'>);

/** A text field; spread the form's `field(name)` into it. */
export function TextField(props: TextFieldProps) {
  const { label, name, error, hint, optional, className, ...rest } = props;
  const ids = fieldIds(name, { hint: Boolean(hint), error: Boolean(error) });
  const aria = { id: ids.id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-white">
        {label}
        {optional && <span className="font-normal text-mist">{` (${optional})`}</span>}
      </label>
      {rest.multiline ? (
        <textarea {...aria} {...withoutMultiline(rest)} className={`${controlClass} mt-1.5 min-h-32`} />
      ) : (
        <input type="text" {...aria} {...withoutMultiline(rest)} className={`${controlClass} mt-1.5`} />
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _ignored, ...rest } = props;
  return rest;
}
