/**
 * The toast queue every island uses (spec section 9: at most one visible, 5,000 ms by default).
 * A new toast replaces the visible one. Islands call showToast(); <Toaster /> renders it.
 */

/** A toast message. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  duration: number;
  /** One button beside the message (e.g. "Annulla" to undo what the toast reports). */
  action?: { label: string; onClick: () => void };
}

let visible: Toast | null = null;
const listeners = new Set<() => void>();

/**
 * The visible toast, if any, and its listeners: a few lines instead of a store library, which every public
 * form page would load with its first toast's store (the public forms' script is read on a phone).
 */
export const $toast = {
  get: (): Toast | null => visible,
  set: (toast: Toast | null): void => {
    visible = toast;
    for (const changed of [...listeners]) changed();
  },
  /** Calls `changed` after each change; answers the function that stops it. */
  listen: (changed: () => void): (() => void) => {
    listeners.add(changed);
    return () => void listeners.delete(changed);
  },
};

let nextId = 1;

/** Shows a toast (replacing any visible one); returns its id. */
export function showToast(toast: {
  title: string;
  description?: string;
  variant?: Toast['variant'];
  duration?: number;
  action?: Toast['action'];
}): number {
  const id = nextId++;
  $toast.set({ id, variant: 'default', duration: 5000, ...toast });
  return id;
}

/** Dismisses the toast with this id (or the visible one). */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
