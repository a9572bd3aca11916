/**
 * After a refused save, the panel's forms bring the first field in error into view and focus it, so a dialog
 * scrolled to its button shows what to fix and a screen reader reads the field with its message (aria-describedby).
 * A group in error (a fieldset of checkboxes, the main photo) gives focus to its first control; with no field in
 * error the form's alert is scrolled to.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a control that can take focus matches. */
const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Scrolls to the first element marked aria-invalid in `form` (else its alert) and focuses it, or its first control. */
export function showFirstInvalid(form: HTMLElement): void {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid ?? form.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  const control = invalid && (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE));
  control?.focus({ preventScroll: true });
}

/**
 * The form's ref and the call to make when a save is refused: once the errors have rendered, the first field in
 * error is shown and focused (showFirstInvalid).
 */
export function useFirstInvalid<E extends HTMLElement = HTMLFormElement>() {
  const form = useRef<E>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && form.current) showFirstInvalid(form.current);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { form, refused };
}
