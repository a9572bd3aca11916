import { describe, expect, it } from 'vitest';
import { parseCitySlug, pageCitySlug } from './city-route';
import { aboutCities } from '@/content/about';
import { ON_REQUEST_CITIES } from '@/content/cities';
import { cityDisplayName } from '@/features/seo/seo-sets';

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

describe('pageCitySlug', () => {
  it('accepts the three cities and the destinations served on request, in any letter case', () => {
    for (const city of ['bangkok', 'Pattaya', 'phuket', 'chiang-mai', 'Hua-Hin', 'koh-samui'])
      expect(pageCitySlug(city)).toBe(city.toLowerCase());
  });
  it.each(['paris', 'london', 'bangkokx', 'chiang', '<script>'])('has no page for %j', (value) => {
    expect(pageCitySlug(value)).toBeUndefined();
  });
  it('serves on request exactly the destinations the about page names', () => {
    const other = aboutCities('en').find((c) => c.title === 'Other cities')!.text;
    for (const city of ON_REQUEST_CITIES) expect(other).toContain(cityDisplayName(city));
  });
});
