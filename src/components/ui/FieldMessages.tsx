/** The hint and error lines under a field, with the ids its aria-describedby points at. */
import { errorClass } from './field-ids';

/** Renders the hint (if any) and the error (if any). */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-mist">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
