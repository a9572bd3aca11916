/** Ids that tie a field to its hint and error, so screen readers read them with the field. */

/** The ids of a field named name, and its aria-describedby value for the current state. */
export function fieldIds(name: string, state: { hint?: boolean; error?: boolean }) {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [state.hint && hintId, state.error && errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** Classes shared by text inputs, text areas and selects. */
export const controlClass =
  'mt-1.5 block w-full min-h-11 rounded-lg border bg-ink px-3 py-2.5 text-base text-white placeholder:text-mist/60 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold aria-[invalid=true]:border-[#ff8fb1] border-ink-line';

/** Class of an error message (readable on the dark theme, 4.5:1 or more). */
export const errorClass = 'mt-1.5 text-sm text-[#ff8fb1]';
