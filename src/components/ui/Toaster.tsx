/**
 * The page's toast region (spec section 9): one toast at a time, drawn by ToastCard.tsx, which loads with
 * the first toast (a page without one never loads it). F8 moves focus to the region. The live region stays
 * in the page so each toast is announced politely: a region inserted together with its text is often not
 * announced at all.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { $toast } from '@/lib/toast-store';

const ToastCard = lazy(() => import('./ToastCard'));

const noSubscription = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;
// The store read through React's own hook (no binding library on every page with a toast).
const listenToToast = (changed: () => void) => $toast.listen(changed);
const toastNow = () => $toast.get();
const noToast = () => null;

/** False while the server renders and while the island hydrates, true right after: what a render may say only then. */
export const useHydrated = () => useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);

/**
 * The page's toast region; mount once per page (`<Toaster client:idle label=… closeLabel=… />`). `label` names the
 * region and `closeLabel` each toast's close button, in the reader's language (the customers' catalogue's
 * forms_toasts_label and forms_toast_close said by the server, the panel's by its reader's): the region ships no catalogue.
 */
export default function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  // Hydration renders what the server rendered (no toast); a toast queued before this island hydrated
  // (e.g. the login page's flash after a logout) shows right after, instead of a hydration mismatch.
  const hydrated = useHydrated();
  const stored = useSyncExternalStore(listenToToast, toastNow, noToast);
  const toast = hydrated ? stored : null;
  const region = useRef<HTMLElement>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="pointer-events-none fixed right-0 bottom-0 z-50 w-full p-4 outline-none sm:max-w-sm"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <Suspense fallback={null}>
            <ToastCard key={toast.id} toast={toast} focused={focused} closeLabel={closeLabel} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
