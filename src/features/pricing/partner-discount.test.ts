// A partner's customer discount as the engine applies it: a percent (rounded) or a fixed amount, at most its cap
// and the total, nothing below its minimum total.
import { describe, expect, it } from 'vitest';
import { discountOf } from './price-engine.server';

describe('discountOf', () => {
  it.each([
    [{ kind: 'percent', value: 10, max: null, minTotal: null }, 12_345, 1_235],
    [{ kind: 'percent', value: 10, max: 500, minTotal: null }, 12_345, 500],
    [{ kind: 'fixed', value: 1_000, max: null, minTotal: null }, 800, 800],
    [{ kind: 'fixed', value: 1_000, max: 600, minTotal: null }, 5_000, 600],
    [{ kind: 'fixed', value: 1_000, max: null, minTotal: 5_000 }, 4_999, 0],
    [{ kind: 'fixed', value: 1_000, max: null, minTotal: 5_000 }, 5_000, 1_000],
    [{ kind: 'none', value: 10, max: null, minTotal: null }, 5_000, 0],
  ] as const)('takes %o off %i: %i', (terms, total, expected) => {
    expect(discountOf(terms, total)).toBe(expected);
  });

  it('takes nothing without terms', () => {
    expect(discountOf(null, 5_000)).toBe(0);
  });
});
