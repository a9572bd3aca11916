// The start-up's background jobs on a real database: every job it starts is timed in the metrics, and
// the shutdown leaves none of them running (their timers are counted on a fake setInterval).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { useTempApp } from '@test/client';
import { shutDown, startUp } from './startup';

useTempApp();
const JOB_OBSERVER = Symbol.for('siam-hunks.job-observer');
const timed = new Set<string>();
beforeAll(() => {
  // Only the jobs' intervals are fake: everything else (the outbox sender's retries, the clock) is real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  (globalThis as Record<symbol, unknown>)[JOB_OBSERVER] = (job: string) => timed.add(job);
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[JOB_OBSERVER];
  vi.useRealTimers();
});

it('times the first run of every job the start-up runs at once', async () => {
  await startUp();
  await expect
    .poll(() => [...timed].sort())
    .toEqual([
      'holds',
      'night-alarms',
      'party-brief-links',
      'performer-notices',
      'reminders',
      'replica-alarm',
      'request-purge',
      'retention-purge',
      'review-reminders',
      'share-reminders',
      'token-mail-purge',
      'visit-purge',
    ]);
});

it('stops every job at a graceful shutdown', async () => {
  await startUp();
  expect(vi.getTimerCount()).toBeGreaterThanOrEqual(7);
  await shutDown();
  expect(vi.getTimerCount()).toBe(0);
});

it('answers a start-up its settings refuse with 503 server_not_started: the reason to the machine, the code to anyone', async () => {
  vi.resetModules();
  vi.stubEnv('PROMPTPAY_ID', '12345');
  const { fakeContext } = await import('@test/context');
  const { GET } = await import('@/pages/api/health');
  const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const health = (address: string) => GET(fakeContext(new Request('http://localhost/api/health'), { address }));
    const stranger = await health('203.0.113.60');
    expect(stranger.status).toBe(503);
    expect(await stranger.json()).toEqual({ error: 'The server could not start', code: 'server_not_started', params: {} });
    const local = await health('127.0.0.1');
    expect(local.status).toBe(503);
    expect(await local.json()).toMatchObject({ error: expect.stringMatching(/PROMPTPAY_ID/), code: 'server_not_started' });
  } finally {
    errorSpy.mockRestore();
    vi.unstubAllEnvs();
    vi.resetModules();
  }
});
