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
  ])('formats %d as %s', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });
});
