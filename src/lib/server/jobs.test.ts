// The job runtime on fake timers: each tick is a step of the fake clock, each run's end an event the
// test awaits (the job's settled()), so nothing here waits for time to pass.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Db } from './db';
import { defineJob, isDue, stopJobs } from './jobs';

const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');
const db = () => ({}) as Db;

/** A promise the test settles by hand: a run under way. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

let timed: { job: string; ms: number }[];
let log: MockInstance<typeof console.log>;
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers();
  timed = [];
  (globalThis as Record<symbol, unknown>)[JOB_OBSERVER] = (job: string, ms: number) => timed.push({ job, ms });
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopJobs();
  delete (globalThis as Record<symbol, unknown>)[JOB_OBSERVER];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('defineJob', () => {
  it('runs at once and then every interval, with the database and the time of each run', async () => {
    const seen: number[] = [];
    const the = {} as Db;
    const job = defineJob({
      name: 'clock',
      every: 10,
      run: (on, now) => {
        expect(on).toBe(the);
        seen.push(now);
      },
    });
    let clock = 100;
    expect(job.start(() => the, { now: () => clock++ })).toBe(true);
    expect(job.start(() => the)).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    await job.settled();
    expect(seen).toEqual([100, 101, 102]);
  });

  it('never runs a job twice at once: a tick while a run is under way is skipped', async () => {
    const runs: ReturnType<typeof deferred<void>>[] = [];
    const job = defineJob({
      name: 'slow',
      every: 10,
      run: () => {
        runs.push(deferred());
        return runs.at(-1)!.promise;
      },
    });
    job.start(db);
    vi.advanceTimersByTime(100);
    const underWay = runs.length;
    runs.forEach((run) => run.resolve());
    expect(underWay).toBe(1);
    await job.settled();
    vi.advanceTimersByTime(10);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
  });

  it('times each run in the metrics under its name and logs one line per run with what it did', async () => {
    let n = 0;
    const job = defineJob({ name: 'counter', every: 10, run: () => ({ done: ++n }) });
    job.start(db);
    await job.settled();
    vi.advanceTimersByTime(10);
    await job.settled();
    expect(timed.map((t) => t.job)).toEqual(['counter', 'counter']);
    expect(timed.every((t) => t.ms >= 0)).toBe(true);
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      expect.stringMatching(/^\[jobs\] counter ran in \d+ ms: \{"done":1\}$/),
      expect.stringMatching(/: \{"done":2\}$/),
    ]);
  });

  it('logs a run that throws or rejects, times it, and keeps running on schedule', async () => {
    let n = 0;
    const job = defineJob({
      name: 'flaky',
      every: 10,
      run: () => {
        n += 1;
        if (n === 1) throw new Error('disk full');
        if (n === 2) return Promise.reject(new Error('locked'));
        return 'fine';
      },
    });
    job.start(db);
    await job.settled();
    vi.advanceTimersByTime(10);
    await job.settled();
    vi.advanceTimersByTime(10);
    await job.settled();
    expect(n).toBe(3);
    expect(errors.mock.calls.map((call) => `${call[0]} ${call[1]}`)).toEqual([
      expect.stringMatching(/^\[jobs\] flaky failed after \d+ ms: .*disk full/),
      expect.stringMatching(/^\[jobs\] flaky failed after \d+ ms: .*locked/),
    ]);
    expect(timed).toHaveLength(3);
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/flaky ran in \d+ ms: "fine"$/)]);
  });

  it('stopJobs stops every started job and resolves only once the runs under way have finished', async () => {
    const slow = deferred();
    let fastRuns = 0;
    let slowRuns = 0;
    const fast = defineJob({ name: 'fast', every: 10, run: () => void (fastRuns += 1) });
    const long = defineJob({
      name: 'long',
      every: 10,
      run: () => {
        slowRuns += 1;
        return slow.promise;
      },
    });
    fast.start(db);
    long.start(db);
    let stopped = false;
    const stopping = stopJobs().then(() => (stopped = true));
    expect(vi.getTimerCount()).toBe(0);
    await fast.settled();
    expect(stopped).toBe(false);
    slow.resolve();
    await stopping;
    expect(stopped).toBe(true);
    vi.advanceTimersByTime(100);
    expect([fastRuns, slowRuns]).toEqual([1, 1]);
  });

  it('waits one interval before the first run when told to, and stays off when the interval is 0', async () => {
    let runs = 0;
    const later = defineJob({ name: 'later', every: 10, atStart: false, run: () => void (runs += 1) });
    const off = defineJob({ name: 'off', every: () => 0, run: () => void (runs += 100) });
    expect(off.start(db)).toBe(false);
    expect(later.start(db)).toBe(true);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(10);
    await later.settled();
    expect(runs).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('isDue', () => {
  it('is due when never run, after the interval, and when the last run lies in the future', () => {
    expect(isDue(undefined, 100, 1_000)).toBe(true);
    expect(isDue(Number.NaN, 100, 1_000)).toBe(true);
    expect(isDue(901, 100, 1_000)).toBe(false);
    expect(isDue(900, 100, 1_000)).toBe(true);
    expect(isDue(1_001, 100, 1_000)).toBe(true);
  });
});
