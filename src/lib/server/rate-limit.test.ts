import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest } from '@test/hooks';
import { hitRateLimit, pruneRateLimits, resetRateLimit, tooManyRequests } from './rate-limit';

const freshDatabase = freshDatabasePerTest();

describe('hitRateLimit', () => {
  it('allows `limit` hits per window, then refuses until the window ends', () => {
    const { db } = freshDatabase();
    const rule = { limit: 3, windowMs: 60_000 };
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => hitRateLimit(db, 'k', rule, t0).allowed)).toEqual([true, true, true]);
    const refused = hitRateLimit(db, 'k', rule, t0 + 15_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(hitRateLimit(db, 'other', rule, t0).allowed).toBe(true);
    expect(hitRateLimit(db, 'k', rule, t0 + 60_000).allowed).toBe(true);
  });

  it('survives a reopen of the database file (a restart) and can be reset', () => {
    const { db } = freshDatabase();
    const rule = { limit: 1, windowMs: 60_000 };
    hitRateLimit(db, 'login:1.2.3.4', rule);
    expect(hitRateLimit(db, 'login:1.2.3.4', rule).allowed).toBe(false);
    resetRateLimit(db, 'login:1.2.3.4');
    expect(hitRateLimit(db, 'login:1.2.3.4', rule).allowed).toBe(true);
    pruneRateLimits(db, Date.now() + 120_000);
    expect(db.$client.prepare('select count(*) from rate_limits').pluck().get()).toBe(0);
  });
});

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After and a clear message', async () => {
    const response = tooManyRequests(90).toResponse();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('90');
    expect(await response.json()).toEqual({
      error: 'Too many requests. Please try again in 2 minutes.',
      code: 'too_many_requests',
      params: { minutes: 2 },
    });
  });
});
