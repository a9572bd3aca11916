/**
 * Runs the performers' notices every few minutes (the reminders' interval), once per server process.
 * Started by the app's start-up (src/startup.ts), never by tests (they call runPerformerNotices with a clock).
 */
import type { Db } from '@/lib/server/db';
import { logMessage } from '@/lib/server/redact';
import { runPerformerNotices } from './performer-notices.server';

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the periodic run (a no-op when already started or when intervalMs is 0). */
export function startPerformerNotices(db: () => Db, intervalMs: number): void {
  if (timer || intervalMs <= 0) return;
  const tick = () => {
    try {
      runPerformerNotices(db());
    } catch (error) {
      console.error('[performers] notices failed:', logMessage(error));
    }
  };
  timer = setInterval(tick, intervalMs);
  // The job must never keep a stopping process alive.
  timer.unref();
  tick();
}

/** Stops the periodic run (graceful shutdown, tests). */
export function stopPerformerNotices(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
