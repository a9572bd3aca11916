/** A labelled whole-number input (the numeric keypad on a phone), its hint and error tied by aria-describedby. */
import { Field } from './Field';
import { controlClass } from './field-ids';

/** A whole number from `min` (and up to `max`), kept as typed: the form's rules read it. */
export function NumberField(props: {
  label: string;
  hint?: string;
  error?: string;
  min: number;
  max?: number;
  value: string | number;
  onChange: (typed: string) => void;
  /** The input's width, when not the whole column. */
  width?: string;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          className={props.width ? `${controlClass} ${props.width}` : controlClass}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
