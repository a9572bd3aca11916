// The approximate line beside a baht price: rounded to whole units per currency, grouped, never instead of baht.
import { describe, expect, it } from 'vitest';
import { approxLine, isCurrency, offeredCurrencies } from './currencies';

describe('approxLine', () => {
  it('rounds to whole units and writes each sign', () => {
    expect(approxLine(12000, 'GBP', 44.25)).toBe('≈ £271'); // 271.19
    expect(approxLine(12000, 'AUD', 22.8)).toBe('≈ A$526'); // 526.3
    expect(approxLine(3000, 'EUR', 37.5)).toBe('≈ €80'); // exactly 80
    expect(approxLine(7000, 'USD', 33.8)).toBe('≈ US$207'); // 207.1
    expect(approxLine(4450, 'GBP', 44.5)).toBe('≈ £100'); // 100.0
    expect(approxLine(4475, 'GBP', 44.5)).toBe('≈ £101'); // 100.56 rounds up
  });

  it('groups thousands and never shows less than one unit', () => {
    expect(approxLine(250000, 'AUD', 22.5)).toBe('≈ A$11,111');
    expect(approxLine(10, 'GBP', 44.25)).toBe('≈ £1');
  });

  it('shows nothing without a usable rate or for no amount', () => {
    expect(approxLine(0, 'GBP', 44.25)).toBe('');
    expect(approxLine(12000, 'GBP', undefined)).toBe('');
    expect(approxLine(12000, 'GBP', 0)).toBe('');
    expect(approxLine(Number.NaN, 'GBP', 44)).toBe('');
  });

  it('knows only the four currencies', () => {
    expect(['GBP', 'AUD', 'EUR', 'USD'].every(isCurrency)).toBe(true);
    expect(isCurrency('THB')).toBe(false);
    expect(isCurrency('gbp')).toBe(false);
  });

  it("offers only the currencies that have a usable rate, in the choice's order", () => {
    expect(offeredCurrencies({})).toEqual([]);
    expect(offeredCurrencies({ USD: 33.8, GBP: 44.25 })).toEqual(['GBP', 'USD']);
    expect(offeredCurrencies({ GBP: 0, AUD: Number.NaN, EUR: -1, USD: 33.8 })).toEqual(['USD']);
  });
});
