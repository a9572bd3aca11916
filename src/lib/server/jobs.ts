/**
 * The background jobs' one runtime. A feature declares its job with defineJob({ name, every, run });
 * the start-up starts them all with startJobs and a graceful shutdown ends them all with stopJobs (every
 * started job, so none can be left running). Each run gets the database and the time, never overlaps
 * the previous one (a run still under way when the next is due makes that one skip), is timed in the
 * metrics (job_duration_seconds, by name) and writes one log line; a run that throws is logged and the
 * next one runs as planned. The timers never keep a stopping process alive.
 */
import type { Db } from './db';
import { recordJobDuration } from './job-metrics';
import { logMessage } from './redact';
import * as clock from '@/lib/clock';

/** What a feature declares about its background job. */
export interface JobDefinition<T> {
  /** The job's name: its log lines and its metric's label. */
  name: string;
  /** Milliseconds between two runs, or a function reading the setting at start; 0 leaves the job off. */
  every: number | (() => number);
  /** One run on `db` at `now` (ms since the epoch); answers what it did (logged), at once or as a promise. */
  run: (db: Db, now: number) => T | Promise<T>;
  /** Whether the job runs at once when started (the default) or first after one interval. */
  atStart?: boolean;
}

/** Overrides for one start (tests: a short interval, an injected clock). */
export interface JobStartOptions {
  /** Milliseconds between two runs instead of the definition's. */
  every?: number;
  /** The clock each run gets (default: the clock, lib/clock). */
  now?: () => number;
}

/** A declared job: started and stopped by the runtime. */
export interface Job {
  /** The job's name. */
  readonly name: string;
  /** Starts the job on the database `db()` returns (a no-op when started already); answers whether it runs (false when `every` is 0). */
  start(db: () => Db, options?: JobStartOptions): boolean;
  /** Stops the job; resolves once a run under way has finished. */
  stop(): Promise<void>;
  /** Resolves once a run under way, if any, has finished. */
  settled(): Promise<void>;
}

const started = new Set<Job>();

/** Declares a background job (see the module's comment); nothing runs until it is started. */
export function defineJob<T>(definition: JobDefinition<T>): Job {
  const { name } = definition;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  const runOnce = async (db: () => Db, now: () => number): Promise<void> => {
    const began = performance.now();
    const took = () => {
      const ms = performance.now() - began;
      recordJobDuration(name, ms);
      return Math.round(ms);
    };
    try {
      const result = await definition.run(db(), now());
      const ms = took();
      console.log(`[jobs] ${name} ran in ${ms} ms${result === undefined ? '' : `: ${JSON.stringify(result)}`}`);
    } catch (error) {
      const ms = took();
      console.error(`[jobs] ${name} failed after ${ms} ms:`, logMessage(error));
    }
  };

  const job: Job = {
    name,
    start(db, options = {}) {
      if (timer) return true;
      const every = options.every ?? (typeof definition.every === 'function' ? definition.every() : definition.every);
      if (every <= 0) return false;
      const now = options.now ?? clock.now;
      const tick = () => {
        // The previous run is still under way (a run in steps, a slow backup): this one is skipped.
        if (running) return;
        running = runOnce(db, now).finally(() => (running = undefined));
      };
      timer = setInterval(tick, every);
      timer.unref();
      started.add(job);
      if (definition.atStart ?? true) tick();
      return true;
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      started.delete(job);
      await running;
    },
    settled: () => running ?? Promise.resolve(),
  };
  return job;
}

/** Starts each of `jobs` on the database `db()` returns (the start-up's one call). */
export function startJobs(db: () => Db, jobs: readonly Job[]): void {
  for (const job of jobs) job.start(db);
}

/** Stops every started job; resolves once the runs under way have finished (a graceful shutdown, tests). */
export async function stopJobs(): Promise<void> {
  await Promise.all([...started].map((job) => job.stop()));
}

/** Resolves once the runs under way of every started job have finished (a test counting its own commits waits for them). */
export async function jobsSettled(): Promise<void> {
  await Promise.all([...started].map((job) => job.settled()));
}

/**
 * Whether a job that last ran at `last` (ms since the epoch; undefined or NaN when never) is due again
 * at `now` after `intervalMs`; a last run in the future (the clock was set back) counts as due.
 */
export function isDue(last: number | undefined, intervalMs: number, now: number): boolean {
  return last === undefined || !Number.isFinite(last) || last > now || now - last >= intervalMs;
}
