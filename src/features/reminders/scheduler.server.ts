/**
 * Runs the due-reminder check every few minutes, once per server process. Started by the app's
 * start-up (src/startup.ts), never by tests (they call runDueReminders).
 */
import type { Db } from '@/lib/server/db';
import { runDueReminders, type ReminderRunOptions } from './reminders.server';
import { timedJob } from '@/lib/server/job-metrics';
import { logMessage } from '@/lib/server/redact';

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/** Starts the periodic check (a no-op when already started or when intervalMs is 0); returns whether it runs. */
export function startReminderScheduler(
  db: () => Db,
  intervalMs: number,
  options: Omit<ReminderRunOptions, 'now'> & { now?: () => number } = {},
): boolean {
  if (timer || intervalMs <= 0) return Boolean(timer);
  const tick = () => {
    // Checks never overlap (a check is one transaction, but the guard keeps it so if that changes).
    if (running) return;
    running = true;
    try {
      timedJob('reminders', () => runDueReminders(db(), { ...options, now: options.now?.() }));
    } catch (error) {
      console.error('[reminders] check failed:', logMessage(error));
    } finally {
      running = false;
    }
  };
  timer = setInterval(tick, intervalMs);
  // The check must never keep a stopping process alive.
  timer.unref();
  tick();
  return true;
}

/** Stops the periodic check (graceful shutdown, tests). */
export function stopReminderScheduler(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
