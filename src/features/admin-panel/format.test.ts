import { describe, expect, it } from 'vitest';
import { bookingReference, capitalise, formatBaht, formatHours, imageSrc, truncate } from './format';

describe('admin display rules', () => {
  it('formats baht with the sign and grouping', () => {
    expect(formatBaht(16000)).toBe('฿16,000');
    expect(formatBaht(1250000)).toBe('฿1,250,000');
    expect(formatBaht(7)).toBe('฿7');
  });

  it('cuts long text to at most the limit plus an ellipsis, short text untouched', () => {
    const long = 'word '.repeat(40);
    const cut = truncate(long, 100);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(truncate('Short text', 100)).toBe('Short text');
    expect(truncate('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}...`);
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
  });

  it('takes the last 8 characters of the id as the reference', () => {
    expect(bookingReference('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('7728950E');
  });

  it("writes a duration in hours in the reader's language, one hour singular", () => {
    expect(formatHours(60, 'it')).toBe('1 ora');
    expect(formatHours(90, 'it')).toBe('1.5 ore');
    expect(formatHours(100, 'en')).toBe('1.67 hours');
    expect(formatHours(60, 'en')).toBe('1 hour');
    expect(formatHours(120, 'th')).toBe('2 ชั่วโมง');
  });

  it('capitalises a status', () => {
    expect(capitalise('pending')).toBe('Pending');
    expect(capitalise('')).toBe('');
  });

  it('resolves image sources; blank ones have none (a placeholder shows)', () => {
    expect(imageSrc('marco-1.webp')).toBe('/performers/marco-1.webp');
    expect(imageSrc('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(imageSrc('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(imageSrc('   ')).toBeNull();
    expect(imageSrc(undefined)).toBeNull();
  });
});
