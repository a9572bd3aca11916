/**
 * Renders the visible toast: announced politely to screen readers, closes after its duration,
 * with a close button, or by swiping right past 50 px; F8 moves focus to the toast region.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { $toast, dismissToast } from './toast-store';

const SWIPE_THRESHOLD = 50;

/** The page's toast region; mount once per page (`<Toaster client:idle />`). */
export default function Toaster() {
  const toast = useStore($toast);
  const region = useRef<HTMLOListElement>(null);
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    setOffset(0);
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD && toast) dismissToast(toast.id);
    else setOffset(0);
    start.current = null;
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <ol
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="fixed right-0 bottom-0 z-50 flex w-full flex-col p-4 outline-none sm:max-w-sm"
    >
      {toast && (
        <li
          key={toast.id}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-variant={toast.variant}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
          className={`relative rounded-xl border p-4 pr-12 shadow-2xl ${
            destructive ? 'border-rose-dark bg-rose-dark text-white' : 'border-ink-line bg-ink-soft text-white'
          }`}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label="Close notification"
            className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10"
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </li>
      )}
    </ol>
  );
}
