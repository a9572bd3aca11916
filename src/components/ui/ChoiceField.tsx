/** A labelled select over a list of choices, and the options of such a list, for the agency's panel. */
import { controlClass } from './field-ids';
import { Field } from './Field';

/** One option of a select: a bare string is its own value, shown through the select's `text`. */
export type Choice = string | { value: string; label: string };

/** The options of a select, in order. */
export function Options({ choices, text = (value) => value }: { choices: readonly Choice[]; text?: (value: string) => string }) {
  return (
    <>
      {choices.map((choice) => {
        const value = typeof choice === 'string' ? choice : choice.value;
        return (
          <option key={value} value={value}>
            {typeof choice === 'string' ? text(choice) : choice.label}
          </option>
        );
      })}
    </>
  );
}

/** A labelled select over a list of choices (values, or values with their labels). */
export function ChoiceField(props: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  text?: (value: string) => string;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(aria) => (
        <select
          {...aria}
          className={controlClass}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          disabled={props.disabled}
        >
          <Options choices={props.choices} text={props.text} />
        </select>
      )}
    </Field>
  );
}
