/** The form's submit button: disabled and relabelled while the form is sending. */
import type { ReactNode } from 'react';

/** Props of SubmitButton. */
export interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}

/** A full-width gold submit button; shows pendingLabel (e.g. 'SUBMITTING...') while pending. */
export function SubmitButton({ pending, pendingLabel, children, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`btn-gold w-full disabled:opacity-70 sm:w-auto ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
