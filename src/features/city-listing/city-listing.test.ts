/** The section each city's listing shows, chosen by its page entry in city-pages.ts rather than by its name. */
import { afterAll, describe, expect, it } from 'vitest';
import { tempDatabase } from '@test/temp-db';
import { CITIES, ON_REQUEST_CITIES } from '@/content/cities';
import { LOCALES } from '@/lib/i18n';
import { cityListing } from './city-listing.server';

const handle = tempDatabase();
afterAll(() => handle.close());
const listing = (city: string, mode: 'male-strippers' | 'topless-waiters') => cityListing(city, mode, handle.db);

describe('cityListing', () => {
  it('gives Bangkok strippers the database price list, the hens section and the FAQ priced by its topless show', () => {
    const { section, cityName } = listing('bangkok', 'male-strippers');
    expect(cityName).toBe('Bangkok');
    expect(section).toMatchObject({ kind: 'price-list', city: 'bangkok', hens: { heading: 'The Perfect Bangkok Hens Night' } });
    expect(section.kind === 'price-list' && section.faq[0]?.answer).toContain('from ฿7,000 per performer');
  });

  it('gives Pattaya strippers the packages with the Ultimate Xperience, Phuket the packages alone', () => {
    const pattaya = listing('pattaya', 'male-strippers').section;
    const phuket = listing('phuket', 'male-strippers').section;
    expect(pattaya).toMatchObject({ kind: 'packages', city: 'pattaya', showcase: { heading: 'The Ultimate Xperience' } });
    expect(phuket).toMatchObject({ kind: 'packages', city: 'phuket', showcase: undefined });
    expect(phuket.kind === 'packages' && phuket.cards.map((card) => card.title)).toEqual(['TOPLESS', 'UNDERWEAR', 'FULL MONTY', 'DUO']);
    expect(phuket.kind === 'packages' && phuket.faq[0]?.question).toBe('How much does a male stripper cost in Phuket?');
  });

  it("books Pattaya's third waiter package as TRIPLE THREAT and Bangkok's under its own title", () => {
    const href = (city: string) => {
      const section = listing(city, 'topless-waiters').section;
      return section.kind === 'waiters' ? section.cards[2]?.bookHref : undefined;
    };
    expect(href('pattaya')).toContain('title=TRIPLE%20THREAT');
    expect(href('bangkok')).toContain('title=FULL%20PARTY%20MODE');
  });

  it('offers a city on request, naming the served cities', () => {
    expect(listing('koh-samui', 'topless-waiters')).toMatchObject({
      cityName: 'Koh Samui',
      section: { kind: 'on-request', servedCities: 'Bangkok, Pattaya and Phuket' },
    });
  });

  it('gives the Thai listing its Thai copy from the same city entry, with the same prices and photos', () => {
    const en = listing('bangkok', 'topless-waiters');
    const th = cityListing('bangkok', 'topless-waiters', handle.db, 'th');
    expect(th.cityName).toBe('กรุงเทพฯ');
    expect(th.intro).toContain('บริกรหนุ่มเปลือยท่อนบนของเราในกรุงเทพฯ');
    expect(th.seo).toMatchObject({ title: expect.stringContaining('บริกรหนุ่มเปลือยท่อนบนกรุงเทพฯ'), canonicalPath: '/topless-waiters/bangkok' });
    expect(th.section.kind === 'waiters' && th.section.about.images).toEqual(en.section.kind === 'waiters' && en.section.about.images);
    expect(th.section.kind === 'waiters' && th.section.cards).toEqual(en.section.kind === 'waiters' && en.section.cards);
    const strippers = cityListing('bangkok', 'male-strippers', handle.db, 'th').section;
    expect(strippers.kind === 'price-list' && strippers.faq[0]?.answer).toContain('เริ่มต้นที่ ฿7,000');
    expect(cityListing('koh-samui', 'male-strippers', handle.db, 'th')).toMatchObject({
      cityName: 'เกาะสมุย',
      section: { kind: 'on-request', servedCities: 'กรุงเทพฯ พัทยา และภูเก็ต' },
    });
  });

  it("says every listing's copy in every language with every input filled in", () => {
    for (const locale of LOCALES)
      for (const city of [...CITIES, ...ON_REQUEST_CITIES])
        for (const mode of ['male-strippers', 'topless-waiters'] as const) {
          const { seo, intro, section } = cityListing(city, mode, handle.db, locale);
          expect(JSON.stringify({ seo, intro, section }), `${locale} ${mode} ${city}`).not.toMatch(/undefined|\{\w+\}|\s\.|^$/);
        }
  });
});
