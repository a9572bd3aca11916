/** Ids that tie a field to its hint and error, so screen readers read them with the field. */

/** The ids of a field named name, and its aria-describedby value for the current state. */
export function fieldIds(name: string, state: { hint?: boolean; error?: boolean }) {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [state.hint && hintId, state.error && errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/**
 * The look of every text input, text area and select on the site (public forms, booking,
 * dashboard, admin): 44 px tall at least, gold focus, the error colour when invalid. Spacing
 * around it belongs to the field that places it.
 */
export const controlClass =
  'block w-full min-h-11 rounded-lg border border-ink-line bg-ink px-3 py-2.5 text-base text-white placeholder:text-mist/60 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-60 aria-[invalid=true]:border-error';

/** Class of an error message under a field. */
export const errorClass = 'mt-1.5 text-sm text-error';
