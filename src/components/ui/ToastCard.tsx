/**
 * The visible toast (spec section 9), loaded with the page's first toast rather than with the page: it
 * closes after its duration (paused while hovered or while the region has focus, so it can be read), with
 * its close button or by swiping right past 50 px. Toaster.tsx keeps the live region it renders into.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { dismissToast, type Toast } from '@/lib/toast-store';
import { useToastTimer } from './use-toast-timer';

/** How far (px) a toast must be swiped right to close. */
const SWIPE_THRESHOLD = 50;

/** One toast, its close button named `closeLabel`; keyed by its id, so a new toast starts unswiped and unhovered. */
export default function ToastCard({ toast, focused, closeLabel }: { toast: Toast; focused: boolean; closeLabel: string }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  useToastTimer(toast, hovered || focused);

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
    if (offset > SWIPE_THRESHOLD) dismissToast(toast.id);
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <div
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
        aria-label={closeLabel}
        className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
