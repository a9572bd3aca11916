/** A labelled form field with its error message wired up for screen readers. */
import type { ReactNode } from 'react';

/** Props a control needs so its error is announced with it. */
export function controlProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** Label, control and error message. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-white">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error text of a control (id `${id}-error`), already in the page's language (the rules say it: coded-rules.ts), or nothing. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-error">
      {error}
    </p>
  ) : null;
}
