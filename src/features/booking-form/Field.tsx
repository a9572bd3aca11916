/** A labelled form field with its error message wired up for screen readers. */
import type { ReactNode } from 'react';
import { useLocale } from '@/components/ui/locale-context';
import { translateError } from '@/features/booking/booking-errors';

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

/** The error text of a control (id `${id}-error`) in the page's language, or nothing. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const text = translateError(error, useLocale());
  return text ? (
    <p id={`${id}-error`} className="text-sm text-error">
      {text}
    </p>
  ) : null;
}
