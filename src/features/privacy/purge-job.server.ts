/**
 * The retention purge as a background job (src/lib/server/jobs.ts), run once a day in the server process.
 * The time of the last run is kept in the settings table, so a restart neither skips a day nor purges
 * twice; the hourly check only purges when a day has passed since then. Started by src/startup.ts.
 */
import type { Db } from '@/lib/server/db';
import { defineJob, isDue } from '@/lib/server/jobs';
import { getSetting, setSetting } from '@/lib/server/settings';
import { purgeExpiredDataInSteps, type PurgeResult } from './purge.server';
import { PURGE_INTERVAL_HOURS } from './retention';
import * as clock from '@/lib/clock';

/** The settings key holding the last run (ms since the epoch). */
export const LAST_PURGE_KEY = 'retention_purge_last_run';

/**
 * Runs the purge (in small steps between which requests are served) when none ran in the last 24 hours;
 * answers what it removed, or undefined when not due.
 */
export async function runPurgeIfDue(db: Db, now = clock.now()): Promise<PurgeResult | undefined> {
  if (!isDue(Number(getSetting(db, LAST_PURGE_KEY)), PURGE_INTERVAL_HOURS * 3_600_000, now)) return undefined;
  const result = await purgeExpiredDataInSteps(db, now);
  setSetting(db, LAST_PURGE_KEY, String(now));
  return result;
}

/** The retention purge's job: checks at once and then every hour (a run in steps that outlasts the hour makes the next check skip). */
export const retentionPurgeJob = defineJob({ name: 'retention-purge', every: 3_600_000, run: runPurgeIfDue });
