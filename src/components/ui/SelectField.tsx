/** A labelled select with a placeholder option and its error tied by aria-describedby. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass, fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';

/** Props of SelectField. */
export type SelectFieldProps = {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
  hint?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'name' | 'children'>;

/** A select; spread react-hook-form's register() into it. The placeholder has the empty value. */
export function SelectField({ label, name, options, placeholder, error, hint, className, ...rest }: SelectFieldProps) {
  const ids = fieldIds(name, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-white">
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
        className={`${controlClass} mt-1.5`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
