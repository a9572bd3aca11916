/** Closes a toast after its duration; the clock pauses while the toast is hovered or focused. */
import { useEffect, useRef } from 'react';
import { dismissToast, type Toast } from '@/lib/toast-store';
import * as clock from '@/lib/clock';

/** Runs the toast's timer; `paused` stops it and resuming continues with the time that was left. */
export function useToastTimer(toast: Toast | null, paused: boolean): void {
  const remaining = useRef(0);
  const shownId = useRef<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    if (shownId.current !== toast.id) {
      shownId.current = toast.id;
      remaining.current = toast.duration;
    }
    if (paused) return;
    const started = clock.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (clock.now() - started));
    };
  }, [toast, paused]);
}
