/** A labelled form field with its error message wired up for screen readers. */
import type { ReactNode } from 'react';

/** Props a control needs so its error is announced with it. */
export function controlProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** Shared look of inputs and selects (48 px tall: easy to hit with a thumb). */
export const inputClass =
  'block min-h-12 w-full rounded-lg border border-ink-line bg-ink px-3 py-2 text-base text-white placeholder:text-mist/60 focus:border-gold focus:outline-none aria-invalid:border-rose';

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

/** The error text of a control (id `${id}-error`), or nothing. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-rose-300" style={{ color: '#ff8fb3' }}>
      {error}
    </p>
  ) : null;
}
