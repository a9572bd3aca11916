/**
 * Runs the retention purge once a day in the server process. The time of the last run is kept in
 * the settings table, so a restart neither skips a day nor purges twice; the hourly check only runs
 * the purge when a day has passed since then. Started by src/startup.ts; tests call runPurgeIfDue.
 */
import type { Db } from '@/lib/server/db';
import { timedJob } from '@/lib/server/job-metrics';
import { getSetting, setSetting } from '@/lib/server/settings';
import { purgeExpiredData, purgeExpiredDataInSteps, type PurgeResult } from './purge.server';
import { PURGE_INTERVAL_HOURS } from './retention';

/** The settings key holding the last run (ms since the epoch). */
export const LAST_PURGE_KEY = 'retention_purge_last_run';
const DAY_MS = PURGE_INTERVAL_HOURS * 3_600_000;
const CHECK_MS = 3_600_000;

/** Runs the purge when none ran in the last 24 hours; returns what it removed, or undefined when not due. */
export function runPurgeIfDue(db: Db, now = Date.now()): PurgeResult | undefined {
  const last = Number(getSetting(db, LAST_PURGE_KEY) ?? 0);
  if (Number.isFinite(last) && last <= now && now - last < DAY_MS) return undefined;
  const result = purgeExpiredData(db, now);
  setSetting(db, LAST_PURGE_KEY, String(now));
  return result;
}

/** The job's run: like runPurgeIfDue, with the purge in small steps between which requests are served. */
export async function runPurgeInStepsIfDue(db: Db, now = Date.now()): Promise<PurgeResult | undefined> {
  const last = Number(getSetting(db, LAST_PURGE_KEY) ?? 0);
  if (Number.isFinite(last) && last <= now && now - last < DAY_MS) return undefined;
  const result = await purgeExpiredDataInSteps(db, now);
  setSetting(db, LAST_PURGE_KEY, String(now));
  return result;
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;

/** Resolves when the job's run under way, if any, has finished (tests; a run in steps outlives its start). */
export function purgeJobSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

/** Checks at once and then every hour (a no-op when already started). */
export function startPurgeJob(db: () => Db): void {
  if (timer) return;
  const tick = () => {
    // A run in steps may outlast the hour: the next check waits for it.
    if (running) return;
    running = timedJob('retention-purge', () => runPurgeInStepsIfDue(db()))
      .then((result) => {
        if (result) console.log('[privacy] retention purge:', JSON.stringify(result));
      })
      .catch((error: unknown) => console.error('[privacy] retention purge failed:', (error as Error).message))
      .finally(() => (running = undefined));
  };
  timer = setInterval(tick, CHECK_MS);
  // The job must never keep a stopping process alive.
  timer.unref();
  tick();
}

/** Stops the job (graceful shutdown, tests). */
export function stopPurgeJob(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
