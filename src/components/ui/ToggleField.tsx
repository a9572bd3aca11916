/** A setting turned on or off: a checkbox and its words on one row, the whole row its target (44 px high at least). */
import type { ReactNode } from 'react';

/**
 * The row; `className` places it in its form's grid. `accessibleLabel` names the checkbox when its visible words
 * alone would not say whose setting it is (one row per person in a table).
 */
export function ToggleField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  accessibleLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-3 text-white ${props.className ?? ''}`}>
      <input
        type="checkbox"
        className="h-5 w-5 accent-gold"
        checked={props.checked}
        aria-label={props.accessibleLabel}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.children}
    </label>
  );
}
