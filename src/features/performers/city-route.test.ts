import { describe, expect, it } from 'vitest';
import { parseCitySlug } from './city-route';

describe('parseCitySlug', () => {
  it('accepts city keys, lower-casing them', () => {
    expect(parseCitySlug('bangkok')).toBe('bangkok');
    expect(parseCitySlug('Chiang-Mai')).toBe('chiang-mai');
    expect(parseCitySlug('koh-samui')).toBe('koh-samui');
  });
  it.each([undefined, '', '123', 'a b', '<script>', 'x'.repeat(31), 'bad--slug'])('rejects %j', (value) => {
    expect(parseCitySlug(value)).toBeUndefined();
  });
});
