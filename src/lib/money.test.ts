import { describe, expect, it } from 'vitest';
import { formatBaht } from './money';

describe('formatBaht', () => {
  it.each([
    [7000, '฿7,000'],
    [27000, '฿27,000'],
    [1250000, '฿1,250,000'],
    [950, '฿950'],
    [0, '฿0'],
    [6999.6, '฿7,000'],
    [-1500, '฿-1,500'],
    [-0.2, '฿0'],
    [999, '฿999'],
    [1000, '฿1,000'],
    [123456789, '฿123,456,789'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });

  it('groups as en-US Intl.NumberFormat does, for every magnitude', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (let amount = 1; amount < 1e15; amount = amount * 7 + 3) {
      expect(formatBaht(amount)).toBe(`฿${intl.format(amount)}`);
      expect(formatBaht(-amount)).toBe(`฿${intl.format(-amount)}`);
    }
  });
});
