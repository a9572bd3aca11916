/**
 * How often one client may ask GET /api/availability: plenty for a person trying dates and times in
 * the booking form (which asks once per settled slot), too few for a crawler mapping a performer's
 * working hours. Counted in memory, so a call stays a lookup plus the availability query.
 */
import { createMemoryRateLimiter } from '@/lib/server/memory-rate-limit';
import { tooManyRequests, type RateLimitRule } from '@/lib/server/rate-limit';
import * as clock from '@/lib/clock';

/** A burst of 120 a minute: a person changing date and time, however quickly. */
export const AVAILABILITY_BURST: RateLimitRule = { limit: 120, windowMs: 60_000 };
/** 300 an hour: far past what one booking needs, while a crawler maps at most a few days of a performer. */
export const AVAILABILITY_HOURLY: RateLimitRule = { limit: 300, windowMs: 60 * 60_000 };

const limiter = createMemoryRateLimiter([AVAILABILITY_BURST, AVAILABILITY_HOURLY]);

/** Counts one availability call of client; throws 429 with Retry-After past either limit. */
export function limitAvailability(client: string, now = clock.now()): void {
  const hit = limiter.hit(client, now);
  if (!hit.allowed) {
    throw tooManyRequests(hit.retryAfterSeconds, {
      reason: { code: 'availability_too_often', params: { seconds: hit.retryAfterSeconds } },
    });
  }
}
