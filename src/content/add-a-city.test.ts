/**
 * Adding a city is one entry in cities.ts (its facts) and one in city-pages.ts (its copy): with Krabi
 * and Koh Phangan (a two-word key) added through the modules' own seam (deriveCities on the real table
 * plus two entries), they show in the booking form, the admin's price, parameter and performer forms, the
 * listings and their routes, the sitemap, the seed and the error messages, with nothing else changed; and
 * a performer of the two-word city is listed, priced, available and booked like any other.
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

const KOH_PHANGAN: CityFacts = {
  name: 'Koh Phangan',
  pickerOrder: 5,
  priceRange: [9000, 19000],
  seed: {
    stripperPrices: { topless: 9500, underwear: 12500, 'full-monty': 17500, duo: 22500 },
    waiterPrices: { 'sexy-host': 8000, 'double-trouble': 14500, 'full-party-mode': 19500, 'total-domination': 24500 },
    rateFactor: 1.2,
  },
};

vi.mock('@/content/cities', async (importOriginal) => {
  const real = await importOriginal<typeof import('./cities')>();
  return { ...real, ...real.deriveCities({ ...real.CITY_FACTS, krabi: KRABI, 'koh-phangan': KOH_PHANGAN }, real.DEFAULT_CITY) };
});

vi.mock('@/content/city-pages', async (importOriginal) => {
  const real = await importOriginal<typeof import('./city-pages')>();
  // The copy's texts are the catalogue's messages; these stand in for the two cities' own.
  const say = (text: string) => () => text;
  const krabi: import('./city-pages').CityPage = {
    stripperSeo: {
      title: say('Krabi Male Strippers'),
      description: say('Male strippers in Krabi.'),
      keywords: say('Krabi male strippers'),
    },
    waiterAbout: { paragraphs: [say('Krabi waiters serve on the beach.')], images: ['/performers/tom-1.webp', '/performers/krit-1.webp'] },
    strippers: {
      kind: 'packages',
      about: [say('Krabi shows happen in Ao Nang villas.')],
      faq: [{ question: say('How much in Krabi?'), answer: ({ price }) => `From ${price}.` }],
    },
  };
  return {
    ...real,
    CITY_PAGES: {
      ...real.CITY_PAGES,
      krabi,
      'koh-phangan': { ...krabi, stripperSeo: { ...krabi.stripperSeo, title: say('Koh Phangan Male Strippers') } },
    },
  };
});

const { CITIES, CITY_NAMES, UNKNOWN_CITY } = await import('./cities');
const { tempDatabase } = await import('@test/temp-db');
// Seeded by this file's mocked catalogues, not copied from the run's template (seeded by the real ones).
const handle = tempDatabase({ fromTemplate: false });
afterAll(() => handle.close());

describe('a fourth and a fifth city added in cities.ts and city-pages.ts', () => {
  it('is a city everywhere the list is read', () => {
    expect(CITIES).toEqual(['bangkok', 'pattaya', 'phuket', 'krabi', 'koh-phangan']);
    expect(CITY_NAMES).toMatchObject({ krabi: 'Krabi', 'koh-phangan': 'Koh Phangan' });
  });

  it('is a location button of the booking form, after the spec order of the others', async () => {
    const { default: ServicePicker } = await import('@/features/booking-form/ServicePicker');
    const { bookingWords } = await import('@/features/booking-form/booking-words');
    const html = renderToStaticMarkup(
      createElement(ServicePicker, {
        words: bookingWords('en'),
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
    expect(buttons).toEqual(['Bangkok', 'Phuket', 'Pattaya', 'Krabi', 'Koh Phangan']);
    const { bookingRequestSchema } = await import('@/features/booking/booking.schema');
    const issues = bookingRequestSchema.safeParse({ location: 'krabi' }).error?.issues ?? [];
    expect(issues.some((issue) => issue.path[0] === 'location')).toBe(false);
  });

  it('is a choice of the admin price, parameter and performer forms, which accept it', async () => {
    const { PRICE_LOCATIONS } = await import('@/features/pricing/panel/PricesTab');
    const { PARAMETER_LOCATIONS } = await import('@/features/pricing/panel/parameter-rules');
    const { PERFORMER_LOCATIONS } = await import('@/features/performers/panel/performer-form');
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
    expect(UNKNOWN_CITY).toBe('Unknown location: use bangkok, pattaya, phuket, krabi or koh-phangan');
    const { pricingQuerySchema } = await import('@/features/pricing/pricing.schema');
    const { priceListQuerySchema } = await import('@/features/pricing/service-prices.schema');
    const { parameterFieldsSchema } = await import('@/features/pricing/parameters.schema');
    const { performerSchema } = await import('@/features/performers/performer.schema');
    const { calculatePrice } = await import('@/features/pricing/price-engine.server');
    const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(message(pricingQuerySchema.safeParse({ category: 'male-strippers', location: 'krabbi' }))).toBe(UNKNOWN_CITY);
    expect(message(priceListQuerySchema.safeParse({ location: 'krabbi' }))).toBe(UNKNOWN_CITY);
    expect(message(parameterFieldsSchema.safeParse({ parameterType: 'waiter_rate', location: 'krabbi', value: 60 }))).toBe(
      'Location must be bangkok, pattaya, phuket, krabi or koh-phangan',
    );
    expect(message(performerSchema.safeParse({ name: 'K', description: 'D', imageUrl: 'k.webp', location: 'krabbi' }))).toBe(
      'Location must be Bangkok, Pattaya, Phuket, Krabi or Koh Phangan',
    );
    expect(() =>
      calculatePrice(handle.db, {
        location: 'krabbi',
        selectedMaleStripper: 'topless',
        selectedToplessWaiter: 'none',
        stripperIds: [],
        waiterIds: [],
      }),
    ).toThrow(UNKNOWN_CITY);
  });

  it("has listing and pricing routes, sitemap entries and a place in the contact page's service areas", async () => {
    const { pageCitySlug } = await import('@/features/performers/city-route');
    const { STATIC_PATHS } = await import('@/features/seo/sitemap');
    expect(pageCitySlug('Krabi')).toBe('krabi');
    expect(STATIC_PATHS).toEqual(expect.arrayContaining(['/male-strippers/krabi', '/topless-waiters/krabi', '/pricing/krabi']));
    const { SERVICE_AREAS } = await import('@/features/contact/contact-info');
    expect(SERVICE_AREAS.cities).toEqual(['Bangkok', 'Phuket', 'Pattaya', 'Krabi', 'Koh Phangan']);
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

  it('lists, prices, offers as free and books a performer of the two-word city, end to end', async () => {
    const { performerSchema } = await import('@/features/performers/performer.schema');
    const { createPerformer } = await import('@/features/performers/manage-performers.server');
    const { cityListing } = await import('@/features/city-listing/city-listing.server');
    const { calculatePrice } = await import('@/features/pricing/price-engine.server');
    const { availabilityInCity } = await import('@/features/availability/availability.server');
    const { bookingRequestSchema } = await import('@/features/booking/booking.schema');
    const { bookAndConfirm } = await import('@test/bookings');
    const { addDays, todayInBangkok } = await import('@/lib/event-time');
    const { bookings } = await import('@db/schema');
    const { eq } = await import('drizzle-orm');
    // The admin's performer form sends the city's name.
    const input = performerSchema.parse({
      name: 'Niran',
      description: 'A Koh Phangan showman.',
      imageUrl: 'niran.webp',
      location: 'Koh Phangan',
      tags: ['Male Stripper'],
      availableFor: ['topless'],
    });
    const niran = createPerformer(handle.db, input);
    expect(cityListing('koh-phangan', 'male-strippers', handle.db).performers.map((p) => p.name)).toEqual(['Niran']);
    const service = { location: 'koh-phangan', selectedMaleStripper: 'topless', selectedToplessWaiter: 'none', waiterIds: [] };
    expect(calculatePrice(handle.db, { ...service, stripperIds: [niran.id] }).totalPrice).toBe(KOH_PHANGAN.seed.stripperPrices.topless);
    const eventDate = addDays(todayInBangkok(), 30);
    const slot = { city: 'koh-phangan', eventDate, start: 21 * 60, duration: 60 };
    expect(availabilityInCity(handle.db, slot)).toEqual([{ id: niran.id, available: true }]);

    // The customer's request (the public body's rules), then the confirm link: pending, holding Niran.
    const request = bookingRequestSchema.parse({
      customerName: 'Ploy',
      customerEmail: 'ploy@example.com',
      customerPhone: '+66 81 234 5678',
      ...service,
      address: 'Haad Rin Villa 4',
      venueType: 'house-apartment',
      soundSystem: 'yes',
      occasion: 'hens',
      eventDate,
      eventTime: '21:00',
      stripperIds: [niran.id],
      performanceStyle: 'topless',
    });
    const id = bookAndConfirm(handle.db, request);
    expect(handle.db.select().from(bookings).where(eq(bookings.id, id)).get()).toMatchObject({
      location: 'koh-phangan',
      status: 'pending',
    });
    expect(availabilityInCity(handle.db, slot)).toEqual([{ id: niran.id, available: false }]);
  });
});
