/**
 * Job durations for the metrics: the production server (server/observability.mjs) leaves a recorder
 * under a registered global symbol, since it runs the app as a bundle and cannot be imported from here;
 * without it (tests, `astro dev`) nothing is recorded.
 */
const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');

/** Reports that a run of the background job `job` took `ms` milliseconds (the job runtime calls it once per run). */
export function recordJobDuration(job: string, ms: number): void {
  const observer = (globalThis as Record<symbol, unknown>)[JOB_OBSERVER];
  if (typeof observer === 'function') (observer as (job: string, ms: number) => void)(job, ms);
}
