/**
 * Renders the visible toast (spec section 9): one at a time, closes after 5,000 ms (paused while
 * hovered or focused, so it can be read), with a close button or by swiping right past 50 px.
 * F8 moves focus to the region. The live region stays in the page so each toast is announced
 * politely: a region inserted together with its text is often not announced at all.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import type { Locale } from '@/lib/i18n';
import { $toast, dismissToast } from '@/lib/toast-store';
import { m } from '@/paraglide/messages';
import { useToastTimer } from './use-toast-timer';

/** How far (px) a toast must be swiped right to close. */
export const SWIPE_THRESHOLD = 50;

const noSubscription = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;
// The store read through React's own hook (no binding library on every page with a toast).
const listenToToast = (changed: () => void) => $toast.listen(changed);
const toastNow = () => $toast.get();
const noToast = () => null;

/** The page's toast region; mount once per page (`<Toaster client:idle />`). */
export default function Toaster({ locale = 'en' }: { locale?: Locale }) {
  const o = { locale };
  // Hydration renders what the server rendered (no toast); a toast queued before this island hydrated
  // (e.g. the login page's flash after a logout) shows right after, instead of a hydration mismatch.
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const stored = useSyncExternalStore(listenToToast, toastNow, noToast);
  const toast = hydrated ? stored : null;
  const region = useRef<HTMLElement>(null);
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useToastTimer(toast, hovered || focused);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A new toast starts unswiped and unhovered (state adjusted during render, not in an effect).
  const [shownToast, setShownToast] = useState(toast);
  if (shownToast !== toast) {
    setShownToast(toast);
    setOffset(0);
    setHovered(false);
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A press on the close button is a click, not the start of a swipe.
    if ((event.target as Element).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD && toast) dismissToast(toast.id);
    else setOffset(0);
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={m.forms_toasts_label({}, o)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="pointer-events-none fixed right-0 bottom-0 z-50 w-full p-4 outline-none sm:max-w-sm"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div
            key={toast.id}
            data-toast
            data-variant={toast.variant}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(offset, 200) / 250, touchAction: 'pan-y' }}
            className={`pointer-events-auto relative rounded-xl border p-4 pr-12 shadow-2xl select-none ${
              destructive ? 'border-rose-dark bg-rose-dark text-white' : 'border-ink-line bg-ink-soft text-white'
            }`}
          >
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            {toast.action && (
              <button
                type="button"
                onClick={() => {
                  dismissToast(toast.id);
                  toast.action?.onClick();
                }}
                className="mt-2 min-h-11 rounded-lg border border-white/60 px-3 text-sm font-semibold hover:bg-white/10"
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={m.forms_toast_close({}, o)}
              className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10"
            >
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
