/** A fieldset of checkboxes for one list field, with a legend and one error for the group. */
import { fieldIds } from './field-ids';
import { FieldMessages } from './FieldMessages';
import type { CheckProps } from './use-form';

/** Props of CheckboxGroup: the options are the values, and the labels unless `labels` (same order) are given. */
export interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  /** What each option reads on the page, when that differs from its value (a translated page). */
  labels?: readonly string[];
  /** The form's props of one option's checkbox (useForm's `option`). */
  option: (value: string) => CheckProps;
  error?: string;
}

/** Checkboxes of one list field: the ticked options are its values. */
export function CheckboxGroup({ legend, name, options, labels, option: props, error }: CheckboxGroupProps) {
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
              {...props(option)}
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
