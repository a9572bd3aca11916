/** A checkbox with its label beside it and its error tied by aria-describedby. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';

/** Props of CheckboxField; the label may hold links. */
export type CheckboxFieldProps = { name: string; label: ReactNode; error?: string } & Omit<ComponentPropsWithRef<'input'>, 'name' | 'type'>;

/** A single checkbox (for example the privacy box); spread the form's `checkbox(name)` into it. */
export function CheckboxField({ name, label, error, className, ...rest }: CheckboxFieldProps) {
  const ids = fieldIds(name, { error: Boolean(error) });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={ids.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
          className="mt-0.5 h-5 w-5 shrink-0 accent-gold"
        />
        <label htmlFor={ids.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldMessages hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
