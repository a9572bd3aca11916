/**
 * Job durations for the metrics: the production server (server/observability.mjs) leaves a recorder
 * under a registered global symbol, since it runs the app as a bundle and cannot be imported from here;
 * without it (tests, `astro dev`) nothing is recorded.
 */
const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');

function record(job: string, started: number): void {
  const observer = (globalThis as Record<symbol, unknown>)[JOB_OBSERVER];
  if (typeof observer === 'function') (observer as (job: string, ms: number) => void)(job, performance.now() - started);
}

/** Runs a background job and reports how long it took under `job` (a promise: once it settles); returns what it returned. */
export function timedJob<T>(job: string, run: () => T): T {
  const started = performance.now();
  let result: T;
  try {
    result = run();
  } catch (error) {
    record(job, started);
    throw error;
  }
  if (result instanceof Promise) void result.finally(() => record(job, started)).catch(() => undefined);
  else record(job, started);
  return result;
}
