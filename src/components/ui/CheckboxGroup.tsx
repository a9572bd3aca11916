/** A fieldset of checkboxes for one list field, with a legend and one error for the group. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';

/** Props of CheckboxGroup: the options are the values, and the labels unless `labels` (same order) are given. */
export interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  /** What each option reads on the page, when that differs from its value (a translated page). */
  labels?: readonly string[];
  register: UseFormRegisterReturn;
  error?: string;
}

/** Checkboxes that share one register() (react-hook-form collects the ticked values in a list). */
export function CheckboxGroup({ legend, name, options, labels, register, error }: CheckboxGroupProps) {
  const ids = fieldIds(name, { error: Boolean(error) });
  return (
    <fieldset aria-describedby={ids.describedBy}>
      <legend className="text-sm font-medium text-white">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option, index) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              id={index === 0 ? ids.id : undefined}
              value={option}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              {...register}
              className="h-5 w-5 shrink-0 accent-gold"
            />
            {labels?.[index] ?? option}
          </label>
        ))}
      </div>
      <FieldMessages hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </fieldset>
  );
}
