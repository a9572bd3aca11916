// The agency's promise: one source in both languages, naming the terms' cancellation notice.
import { describe, expect, it } from 'vitest';
import { CANCELLATION_NOTICE_HOURS } from '@/features/advance/cancellation-advance';
import { agencyPromise } from './agency-promise';

describe('agency promise', () => {
  it.each(['en', 'th'] as const)('says the replacement or refund, the %s 72-hour rule and discretion', (locale) => {
    const promise = agencyPromise(locale);
    expect(promise.points).toHaveLength(3);
    expect(promise.points[1]).toContain(String(CANCELLATION_NOTICE_HOURS));
    expect(promise.points.every((point) => point.length > 20)).toBe(true);
  });

  it('is written in each language, not copied', () => {
    expect(agencyPromise('th').points).not.toEqual(agencyPromise('en').points);
    expect(agencyPromise('en').points[0]).toBe(
      'If a performer cannot come, we send a replacement of the same standard, or refund your advance in full: your choice.',
    );
  });
});
