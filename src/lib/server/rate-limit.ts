/**
 * Fixed-window rate limits kept in SQLite (so a restart does not reset them). One immediate
 * transaction per hit, so concurrent requests cannot both slip under the limit; inside a caller's
 * write transaction a hit is a savepoint of it, committed (or rolled back) with the caller's writes.
 */
import { eq, inArray, lt } from 'drizzle-orm';
import { rateLimits } from '@db/schema';
import { perConnection, writeAtomically, type Db } from './db';
import type { ErrorReason } from '@/lib/error-codes';
import type { Locale } from '@/lib/i18n';
import type { RefusalCode } from './refusal-text';
import { refuse, type HttpError } from './http';
import * as clock from '@/lib/clock';

/** A limit: at most `limit` hits per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Whether a hit is allowed, and when the window ends. */
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

// Every public write counts a hit, and a sign-in or a feed reads its budget: the two statements are compiled once per
// connection.
const statements = perConnection((client) => ({
  read: client.prepare<[string], { count: number; resetAt: number }>('SELECT count, reset_at AS resetAt FROM rate_limits WHERE key = ?'),
  write: client.prepare<{ key: string; count: number; resetAt: number }>(
    'INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, @count, @resetAt) ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at',
  ),
}));

/** Counts one hit for key; refused once the window already holds `limit` hits. */
export function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = clock.now()): RateLimitResult {
  const { read, write } = statements(db);
  return writeAtomically(db, () => {
    const row = openWindow(read, key, now);
    if (!row) {
      write.run({ key, count: 1, resetAt: now + rule.windowMs });
      return { allowed: true, remaining: rule.limit - 1, retryAfterSeconds: Math.ceil(rule.windowMs / 1000) };
    }
    const retryAfterSeconds = secondsLeft(row, now);
    if (row.count >= rule.limit) return { allowed: false, remaining: 0, retryAfterSeconds };
    write.run({ key, count: row.count + 1, resetAt: row.resetAt });
    return { allowed: true, remaining: rule.limit - row.count - 1, retryAfterSeconds };
  });
}

/** Whether one more hit for key would be allowed, without counting one (a budget spent only by failures). */
export function peekRateLimit(db: Db, key: string, rule: RateLimitRule, now = clock.now()): RateLimitResult {
  const row = openWindow(statements(db).read, key, now);
  if (!row) return { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 };
  return { allowed: row.count < rule.limit, remaining: Math.max(0, rule.limit - row.count), retryAfterSeconds: secondsLeft(row, now) };
}

/** The window key has counted hits in that has not ended yet, if any. */
function openWindow(read: ReturnType<typeof statements>['read'], key: string, now: number): { count: number; resetAt: number } | undefined {
  const row = read.get(key);
  return row && row.resetAt > now ? row : undefined;
}

/** Whole seconds until the window ends, at least one. */
function secondsLeft(window: { resetAt: number }, now: number): number {
  return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
}

/** Forgets the hits of key (for example after a successful login). */
export function resetRateLimit(db: Db, key: string): void {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

/**
 * Deletes ended windows, at most `limit` of them (through rate_limits_reset_idx), so one call never holds
 * the process for long however many clients came by; answers how many went.
 */
export function pruneRateLimits(db: Db, now = clock.now(), limit = 1000): number {
  const ended = db.select({ key: rateLimits.key }).from(rateLimits).where(lt(rateLimits.resetAt, now)).limit(limit);
  return db.delete(rateLimits).where(inArray(rateLimits.key, ended)).run().changes;
}

/** A coded refusal: the code with its parameters (its catalogue entry says it: refuse). */
export interface CodedRefusal<C extends RefusalCode> {
  reason: ErrorReason<C>;
  /** The language of its `error` text, when the route answers in its reader's (English by default). */
  locale?: Locale;
}

/**
 * The 429 error with Retry-After, to throw: by default the coded `too_many_requests` ('Too many requests.
 * Please try again in N minutes.'); a feature may give its own coded refusal.
 */
export function tooManyRequests<C extends RefusalCode>(retryAfterSeconds: number, refusal?: CodedRefusal<C>): HttpError {
  const headers = { 'Retry-After': String(retryAfterSeconds) };
  if (refusal) return refuse(429, refusal.reason, { headers, locale: refusal.locale });
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return refuse(429, { code: 'too_many_requests', params: { minutes } }, { headers });
}
