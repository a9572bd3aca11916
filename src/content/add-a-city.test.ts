/**
 * Adding a city is one entry in cities.ts (its facts) and one in city-pages.ts (its copy): with Krabi
 * added through the modules' own seam (deriveCities on the real table plus one entry), Krabi shows in
 * the booking form, the admin's price, parameter and performer forms, the listings and their routes,
 * the sitemap, the seed and the error messages, with nothing else changed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatBaht } from '@/lib/money';
import type { CityFacts } from './cities';

const KRABI: CityFacts = {
  name: 'Krabi',
  pickerOrder: 4,
  priceRange: [9000, 19000],
  seed: {
    stripperPrices: { topless: 9000, underwear: 12000, 'full-monty': 17000, duo: 22000 },
    waiterPrices: { 'sexy-host': 7500, 'double-trouble': 14000, 'full-party-mode': 19000, 'total-domination': 24000 },
    rateFactor: 1.2,
  },
};

vi.mock('@/content/cities', async (importOriginal) => {
  const real = await importOriginal<typeof import('./cities')>();
  return { ...real, ...real.deriveCities({ ...real.CITY_FACTS, krabi: KRABI }, real.DEFAULT_CITY) };
});

vi.mock('@/content/city-pages', async (importOriginal) => {
  const real = await importOriginal<typeof import('./city-pages')>();
  const krabi: import('./city-pages').CityPage = {
    stripperSeo: { title: 'Krabi Male Strippers', description: 'Male strippers in Krabi.', keywords: 'Krabi male strippers' },
    waiterAbout: { paragraphs: ['Krabi waiters serve on the beach.'], images: ['/performers/tom-1.webp', '/performers/krit-1.webp'] },
    strippers: {
      kind: 'packages',
      about: ['Krabi shows happen in Ao Nang villas.'],
      faq: (fromPrice) => [{ question: 'How much in Krabi?', answer: `From ${fromPrice}.` }],
    },
  };
  return { ...real, CITY_PAGES: { ...real.CITY_PAGES, krabi } };
});

const { CITIES, CITY_NAMES, UNKNOWN_CITY } = await import('./cities');
const { tempDatabase } = await import('@test/temp-db');
const handle = tempDatabase();
afterAll(() => handle.close());

describe('a fourth city added in cities.ts and city-pages.ts', () => {
  it('is a city everywhere the list is read', () => {
    expect(CITIES).toEqual(['bangkok', 'pattaya', 'phuket', 'krabi']);
    expect(CITY_NAMES).toMatchObject({ krabi: 'Krabi' });
  });

  it('is a location button of the booking form, after the spec order of the others', async () => {
    const { default: ServicePicker } = await import('@/features/booking/ServicePicker');
    const html = renderToStaticMarkup(
      createElement(ServicePicker, {
        location: '',
        onLocation: () => {},
        stripper: '',
        waiter: '',
        onStripper: () => {},
        onWaiter: () => {},
        cards: { strippers: [], waiters: [] },
        loading: false,
        failed: false,
      }),
    );
    const buttons = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(['Bangkok', 'Phuket', 'Pattaya', 'Krabi']);
    const { bookingRequestSchema } = await import('@/features/booking/booking.schema');
    const issues = bookingRequestSchema.safeParse({ location: 'krabi' }).error?.issues ?? [];
    expect(issues.some((issue) => issue.path[0] === 'location')).toBe(false);
  });

  it('is a choice of the admin price, parameter and performer forms, which accept it', async () => {
    const { PRICE_LOCATIONS } = await import('@/features/admin-panel/prices/PricesTab');
    const { PARAMETER_LOCATIONS } = await import('@/features/admin-panel/parameters/parameter-rules');
    const { PERFORMER_LOCATIONS } = await import('@/features/admin-panel/performers/performer-form');
    expect(PRICE_LOCATIONS).toContain('krabi');
    expect(PARAMETER_LOCATIONS).toContain('krabi');
    expect(PERFORMER_LOCATIONS).toContainEqual({ value: 'krabi', label: 'Krabi' });
    const { priceListQuerySchema } = await import('@/features/pricing/service-prices.schema');
    const { parameterFieldsSchema } = await import('@/features/pricing/parameters.schema');
    const { performerSchema } = await import('@/features/performers/performer.schema');
    expect(priceListQuerySchema.parse({ location: 'Krabi' }).location).toBe('krabi');
    expect(parameterFieldsSchema.parse({ parameterType: 'waiter_rate', location: 'KRABI', value: 60 }).location).toBe('krabi');
    expect(performerSchema.parse({ name: 'K', description: 'D', imageUrl: 'k.webp', location: 'Krabi' }).location).toBe('krabi');
  });

  it('names it in every message about an unknown city', async () => {
    expect(UNKNOWN_CITY).toBe('Unknown location: use bangkok, pattaya, phuket or krabi');
    const { pricingQuerySchema } = await import('@/features/pricing/pricing.schema');
    const { priceListQuerySchema } = await import('@/features/pricing/service-prices.schema');
    const { parameterFieldsSchema } = await import('@/features/pricing/parameters.schema');
    const { performerSchema } = await import('@/features/performers/performer.schema');
    const { calculatePrice, PriceError } = await import('@/features/pricing/price-engine.server');
    const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(message(pricingQuerySchema.safeParse({ category: 'male-strippers', location: 'krabbi' }))).toBe(UNKNOWN_CITY);
    expect(message(priceListQuerySchema.safeParse({ location: 'krabbi' }))).toBe(UNKNOWN_CITY);
    expect(message(parameterFieldsSchema.safeParse({ parameterType: 'waiter_rate', location: 'krabbi', value: 60 }))).toBe(
      'Location must be bangkok, pattaya, phuket or krabi',
    );
    expect(message(performerSchema.safeParse({ name: 'K', description: 'D', imageUrl: 'k.webp', location: 'krabbi' }))).toBe(
      'Location must be Bangkok, Pattaya, Phuket or Krabi',
    );
    expect(() =>
      calculatePrice(handle.db, {
        location: 'krabbi',
        selectedMaleStripper: 'topless',
        selectedToplessWaiter: 'none',
        stripperIds: [],
        waiterIds: [],
      }),
    ).toThrow(new PriceError(UNKNOWN_CITY));
  });

  it("has listing and pricing routes, sitemap entries and a place in the contact page's service areas", async () => {
    const { pageCitySlug } = await import('@/features/performers/city-route');
    const { STATIC_PATHS } = await import('@/features/seo/sitemap');
    expect(pageCitySlug('Krabi')).toBe('krabi');
    expect(STATIC_PATHS).toEqual(expect.arrayContaining(['/male-strippers/krabi', '/topless-waiters/krabi', '/pricing/krabi']));
    const { SERVICE_AREAS } = await import('@/features/contact/contact-info');
    expect(SERVICE_AREAS.cities).toEqual(['Bangkok', 'Phuket', 'Pattaya', 'Krabi']);
  });

  it('is seeded with its prices, and its listings show them with its copy', async () => {
    const { cityListing } = await import('@/features/city-listing/city-listing.server');
    const strippers = cityListing('krabi', 'male-strippers', handle.db);
    expect(strippers.cityName).toBe('Krabi');
    expect(strippers.seo).toMatchObject({ title: 'Krabi Male Strippers', canonicalPath: '/male-strippers/krabi' });
    expect(strippers.section).toMatchObject({ kind: 'packages', city: 'krabi', about: ['Krabi shows happen in Ao Nang villas.'] });
    expect(strippers.section.kind === 'packages' && strippers.section.cards.map((card) => card.priceLabel)).toEqual(
      Object.values(KRABI.seed.stripperPrices).map(formatBaht),
    );
    expect(strippers.section.kind === 'packages' && strippers.section.faq[0]?.answer).toBe('From ฿9,000.');
    const waiters = cityListing('krabi', 'topless-waiters', handle.db);
    expect(waiters.section.kind === 'waiters' && waiters.section.cards.map((card) => card.priceLabel)).toEqual(
      Object.values(KRABI.seed.waiterPrices).map(formatBaht),
    );
    const { calculatePrice } = await import('@/features/pricing/price-engine.server');
    const price = calculatePrice(handle.db, {
      location: 'krabi',
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none',
      stripperIds: [],
      waiterIds: [],
    });
    expect(price.totalPrice).toBe(KRABI.seed.stripperPrices.topless);
  });
});
