/** The hint and error lines under a field, with the ids its aria-describedby points at. */
import { errorClass } from './field-ids';

/**
 * Renders the hint (if any) and the error (if any). A field with a hint shows its error in the hint's
 * place, over it, and keeps the hint's height: an error shown on blur (the pointer pressed on the next
 * field) does not push that field away between mouse-down and mouse-up, so the click still lands.
 */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string; errorId: string }) {
  if (!hint) {
    return error ? (
      <p id={errorId} className={errorClass}>
        {error}
      </p>
    ) : null;
  }
  return (
    <div className="mt-1.5 grid text-sm">
      <p id={hintId} className={`col-start-1 row-start-1 text-mist${error ? ' invisible' : ''}`}>
        {hint}
      </p>
      {error && (
        <p id={errorId} className="col-start-1 row-start-1 text-error">
          {error}
        </p>
      )}
    </div>
  );
}
