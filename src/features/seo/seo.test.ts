import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd, serializeJsonLd } from './json-ld';
import { site } from '@/lib/site';
import { citySeo, cityDisplayName, priceRange, truncate } from './seo-sets';

describe('citySeo', () => {
  it('uses the fixed sets of the main cities with the canonical path of the mode', () => {
    const bangkok = citySeo('bangkok', 'male-strippers');
    expect(bangkok.title).toMatch(/^Bangkok Male Strippers/);
    expect(bangkok.description).toContain('฿7,000');
    expect(bangkok.canonicalPath).toBe('/male-strippers/bangkok');
    expect(citySeo('phuket', 'male-strippers').description).toContain('฿10,000 to ฿20,000');
    expect(citySeo('pattaya', 'male-strippers').title).toContain('Ultimate Xperience');
  });

  it('uses the topless-waiter set in waiter mode', () => {
    const set = citySeo('phuket', 'topless-waiters');
    expect(set.title).toMatch(/^Phuket Topless Waiters/);
    expect(set.keywords).toContain('Phuket topless waiters');
    expect(set.canonicalPath).toBe('/topless-waiters/phuket');
  });

  it('generates a set for other cities with Bangkok price range', () => {
    const set = citySeo('chiang-mai', 'male-strippers');
    expect(set.title).toMatch(/^Chiang Mai Male Strippers on Request/);
    expect(set.description).toContain('available on request');
    expect(set.description).toContain('฿7,000 to ฿15,000');
    expect(set.keywords).toContain('Chiang Mai male strippers');
    expect(set.canonicalPath).toBe('/male-strippers/chiang-mai');
  });
});

describe('helpers', () => {
  it('names cities and gives price ranges', () => {
    expect(cityDisplayName('koh-samui')).toBe('Koh Samui');
    expect(priceRange('hua-hin')).toEqual([7000, 15000]);
    expect(priceRange('pattaya')).toEqual([8000, 18000]);
  });

  it('truncates at 120 characters on a word boundary', () => {
    const long = 'word '.repeat(60);
    const cut = truncate(long, 120);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('short text')).toBe('short text');
  });
});

describe('json-ld', () => {
  it('describes the business in three cities', () => {
    const data = businessJsonLd('https://example.com');
    expect(data['@type']).toBe('EntertainmentBusiness');
    expect((data.areaServed as { name: string }[]).map((c) => c.name)).toEqual(['Bangkok', 'Pattaya', 'Phuket']);
  });

  it('gives the business only properties of its type, its phone and hours, and where it is only once the settings say', () => {
    const unset = businessJsonLd('https://example.com', 'th', {
      streetAddress: '',
      postalCode: '',
      latitude: undefined,
      longitude: undefined,
    });
    expect(unset).not.toHaveProperty('inLanguage');
    expect(unset.telephone).toBe(site.phone);
    expect(unset.openingHoursSpecification).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '02:00' });
    expect((unset.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(unset.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Bangkok', addressCountry: 'TH' });
    expect(unset).not.toHaveProperty('geo');
    const set = businessJsonLd('https://example.com', 'en', {
      streetAddress: '1 Example Road',
      postalCode: '10110',
      latitude: 13.7,
      longitude: 100.5,
    });
    expect(set.address).toMatchObject({ streetAddress: '1 Example Road', postalCode: '10110' });
    expect(set.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 13.7, longitude: 100.5 });
  });

  it('builds FAQPage and BreadcrumbList', () => {
    const faq = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
    const crumbs = breadcrumbJsonLd(
      [
        { name: 'Home', url: '/' },
        { name: 'X', url: '/x' },
      ],
      'https://example.com',
    );
    expect((crumbs.itemListElement as { position: number; item: string }[]).map((i) => [i.position, i.item])).toEqual([
      [1, 'https://example.com/'],
      [2, 'https://example.com/x'],
    ]);
  });

  it('escapes < in serialized JSON', () => {
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
