import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limit';

describe('createMemoryRateLimiter', () => {
  const t0 = 1_000_000;

  it('applies every rule per key, counts no refused hit and answers the latest end of a full window', () => {
    const limiter = createMemoryRateLimiter([
      { limit: 2, windowMs: 10_000 },
      { limit: 3, windowMs: 100_000 },
    ]);
    expect([0, 1].map(() => limiter.hit('a', t0).allowed)).toEqual([true, true]);
    expect(limiter.hit('a', t0 + 4_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 });
    expect(limiter.hit('b', t0).allowed).toBe(true);
    expect(limiter.hit('a', t0 + 10_000)).toMatchObject({ allowed: true, remaining: 0 });
    // Both windows full: the longer one decides when to come back.
    expect(limiter.hit('a', t0 + 20_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 80 });
    expect(limiter.hit('a', t0 + 100_000).allowed).toBe(true);
  });

  it('remembers at most maxKeys clients, forgetting expired ones first, then the oldest', () => {
    const limiter = createMemoryRateLimiter([{ limit: 1, windowMs: 10_000 }], 2);
    limiter.hit('old', t0);
    limiter.hit('kept', t0 + 5_000);
    // 'old' has expired: it is forgotten for the newcomer; 'kept' is still refused.
    expect(limiter.hit('new', t0 + 11_000).allowed).toBe(true);
    expect(limiter.hit('kept', t0 + 12_000).allowed).toBe(false);
    // Nothing expired: the oldest ('kept') makes room.
    expect(limiter.hit('third', t0 + 12_000).allowed).toBe(true);
    expect(limiter.hit('kept', t0 + 12_000).allowed).toBe(true);
  });
});
