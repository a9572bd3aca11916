/**
 * Fixed-window rate limits kept in memory, for reads answered many times a minute (availability): a
 * hit is a map lookup, where the SQLite limiter (rate-limit.ts) costs a write transaction. Counts
 * do not survive a restart, which for a read costs nothing. Several rules (a burst and a longer
 * window) apply together; a refused hit is not counted.
 */
import type { RateLimitResult, RateLimitRule } from './rate-limit';
import * as clock from '@/lib/clock';

interface Window {
  count: number;
  resetAt: number;
}

/** A limiter over some rules, each applied per key. */
export interface MemoryRateLimiter {
  /** Counts one hit for key unless a rule's window is full; Retry-After is the latest a full window ends. */
  hit(key: string, now?: number): RateLimitResult;
}

/** A limiter remembering at most maxKeys clients (the oldest are forgotten first once expired ones are gone). */
export function createMemoryRateLimiter(rules: readonly RateLimitRule[], maxKeys = 20_000): MemoryRateLimiter {
  const keys = new Map<string, Window[]>();
  const forgetExpired = (now: number) => {
    for (const [key, windows] of keys) if (windows.every((window) => window.resetAt <= now)) keys.delete(key);
    // Still full (a flood of addresses): drop the oldest, which costs them only their counts.
    for (const key of keys.keys()) {
      if (keys.size < maxKeys) break;
      keys.delete(key);
    }
  };
  return {
    hit(key, now = clock.now()) {
      let windows = keys.get(key);
      if (!windows) {
        if (keys.size >= maxKeys) forgetExpired(now);
        windows = rules.map(() => ({ count: 0, resetAt: 0 }));
        keys.set(key, windows);
      }
      const states = rules.map((rule, i) => {
        const window = windows[i] ?? { count: 0, resetAt: 0 };
        if (window.resetAt <= now) Object.assign(window, { count: 0, resetAt: now + rule.windowMs });
        return { rule, window };
      });
      const full = states.filter(({ rule, window }) => window.count >= rule.limit).map(({ window }) => window.resetAt);
      if (full.length > 0) {
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...full) - now) / 1000)) };
      }
      for (const { window } of states) window.count += 1;
      return {
        allowed: true,
        remaining: Math.min(...states.map(({ rule, window }) => rule.limit - window.count)),
        retryAfterSeconds: Math.ceil((Math.min(...states.map(({ window }) => window.resetAt)) - now) / 1000),
      };
    },
  };
}
