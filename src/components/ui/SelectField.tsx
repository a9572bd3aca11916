/** A labelled select with a placeholder option and its error tied by aria-describedby. */
import type { ComponentPropsWithRef } from 'react';
import { controlClass, fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';

/** Props of SelectField. */
export type SelectFieldProps = {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** The first option, with the empty value (none when absent); `placeholderDisabled`: it cannot be chosen back. */
  placeholder?: string;
  placeholderDisabled?: boolean;
  error?: string;
  hint?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'name' | 'children'>;

/** A select; spread the form's `field(name)` into it. The placeholder has the empty value. */
export function SelectField({ label, name, options, placeholder, placeholderDisabled, error, hint, className, ...rest }: SelectFieldProps) {
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
        {placeholder !== undefined && (
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
        )}
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
