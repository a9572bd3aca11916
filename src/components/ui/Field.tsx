/**
 * A labelled control of any kind (a date, a number, a select the kit has no component for): the label is
 * tied to the child by id, its hint and error by aria-describedby. The agency's panel draws its fields with it.
 */
import { useId, type ReactNode } from 'react';

/** A labelled control: the label is tied to the child by id; hint and error by aria-describedby. */
export function Field(props: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-white">
        {props.label}
      </label>
      {props.children({ id, 'aria-describedby': described, 'aria-invalid': props.error ? true : undefined })}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-mist">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
