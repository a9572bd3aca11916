/**
 * Adding a package is one entry in services.ts (its facts), with its price in each city's seed facts (the
 * compiler asks for it) and its listing copy when written: with a fifth waiter package, STAG ARMY for five
 * waiters, added through the catalogue's own seam (deriveServices on the real table plus one entry), it
 * is a card of the listings, a choice of the booking form and the desk, priced by the engine, given five
 * waiter slots in the Confirm dialog and named in the CSV, with nothing else changed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServiceFacts } from './services';

const STAG_ARMY: ServiceFacts = {
  category: 'topless-waiters',
  title: 'STAG ARMY',
  performers: 5,
  minutes: 120,
  performanceStyle: 'topless',
  performerStyle: 'topless',
};

vi.mock('@/content/services', async (importOriginal) => {
  const real = await importOriginal<typeof import('./services')>();
  return { ...real, ...real.deriveServices({ ...real.SERVICE_FACTS, 'stag-army': STAG_ARMY }) };
});

// Its seed price in each city: 30,000 in Bangkok, 33,000 in Pattaya, 36,000 in Phuket.
const PRICES = { bangkok: 30000, pattaya: 33000, phuket: 36000 };
vi.mock('@/content/cities', async (importOriginal) => {
  const real = await importOriginal<typeof import('./cities')>();
  const facts = Object.fromEntries(
    real.CITIES.map((city) => [
      city,
      {
        ...real.CITY_FACTS[city],
        seed: { ...real.CITY_FACTS[city].seed, waiterPrices: { ...real.CITY_FACTS[city].seed.waiterPrices, 'stag-army': PRICES[city] } },
      },
    ]),
  ) as unknown as typeof real.CITY_FACTS;
  return { ...real, ...real.deriveCities(facts, real.DEFAULT_CITY) };
});

const { WAITER_SERVICES, performersNeeded } = await import('./services');
const { tempDatabase } = await import('@test/temp-db');
// Seeded by this file's mocked catalogues, not copied from the run's template (seeded by the real ones).
const handle = tempDatabase({ fromTemplate: false });
afterAll(() => handle.close());

const stagArmy = { location: 'bangkok', selectedMaleStripper: 'none', selectedToplessWaiter: 'stag-army', stripperIds: [], waiterIds: [] };

describe('a fifth waiter package added in services.ts', () => {
  it('is a waiter service of the catalogue that needs its five waiters', () => {
    expect(WAITER_SERVICES).toEqual(['none', 'sexy-host', 'double-trouble', 'full-party-mode', 'total-domination', 'stag-army']);
    expect(performersNeeded('stag-army')).toBe(5);
  });

  it("is seeded and shown as a card of every city's waiter listing, with its price", async () => {
    const { cityListing } = await import('@/features/city-listing/city-listing.server');
    const waiters = cityListing('phuket', 'topless-waiters', handle.db).section;
    expect(waiters.kind === 'waiters' && waiters.cards.map((card) => [card.title, card.priceLabel])).toContainEqual([
      'STAG ARMY',
      '฿36,000',
    ]);
  });

  it('is a choice of the booking form, whose schema accepts it', async () => {
    const { default: ServicePicker } = await import('@/features/booking-form/ServicePicker');
    const { bookingWords } = await import('@/features/booking-form/booking-words');
    const html = renderToStaticMarkup(
      createElement(ServicePicker, {
        words: bookingWords('en'),
        location: 'bangkok',
        onLocation: () => {},
        stripper: 'none',
        waiter: 'stag-army',
        onStripper: () => {},
        onWaiter: () => {},
        cards: { strippers: [], waiters: [{ title: 'STAG ARMY', price: 30000 } as never] },
        loading: false,
        failed: false,
      }),
    );
    expect(html.replaceAll('<!-- -->', '')).toContain('<option value="stag-army" selected="">STAG ARMY - ฿30,000</option>');
    const { bookingRequestSchema } = await import('@/features/booking/booking.schema');
    const issues = bookingRequestSchema.safeParse(stagArmy).error?.issues ?? [];
    expect(issues.some((issue) => issue.path[0] === 'selectedToplessWaiter')).toBe(false);
  });

  it('is priced by the engine at the city price, and needs exactly five waiters', async () => {
    const { calculatePrice } = await import('@/features/pricing/price-engine.server');
    expect(calculatePrice(handle.db, stagArmy).totalPrice).toBe(30000);
    expect(calculatePrice(handle.db, { ...stagArmy, duration: 150 }).extraTime).toEqual([
      { service: 'STAG ARMY', minutes: 30, rate: 50, performers: 5, amount: 7500 },
    ]);
    expect(() => calculatePrice(handle.db, { ...stagArmy, waiterIds: ['a', 'b', 'c', 'd'] })).toThrow('STAG ARMY needs exactly 5 waiters');
  });

  it('gets five waiter slots in the Confirm dialog and is a choice of the desk', async () => {
    const { performerSlots } = await import('@/features/manage-bookings/panel/confirm-booking');
    const additionalData = JSON.stringify({ services: { selectedMaleStripper: 'none', selectedToplessWaiter: 'stag-army' } });
    expect(performerSlots({ additionalData, stripperIds: [], waiterIds: [] } as never)).toEqual({ strippers: 0, waiters: 5 });
    const { deskChoices, quoteRequestOf, emptyForm } = await import('@/features/manage-bookings/panel/agency-booking-form');
    expect(deskChoices('it').waiters).toContainEqual({ value: 'stag-army', label: 'STAG ARMY' });
    expect(quoteRequestOf({ ...emptyForm(), selectedMaleStripper: 'none', selectedToplessWaiter: 'stag-army' })).toMatchObject({
      selectedToplessWaiter: 'stag-army',
    });
  });

  it('is named in the CSV export', async () => {
    const { createBooking } = await import('@/features/booking/booking.server');
    const { bookingsCsv } = await import('@/features/manage-bookings/bookings-csv.server');
    const { addDays, todayInBangkok } = await import('@/lib/event-time');
    createBooking(
      handle.db,
      {
        ...stagArmy,
        customerName: 'Ploy',
        customerEmail: 'ploy@example.com',
        customerPhone: '+66 81 234 5678',
        address: '1 Silom Road',
        venueType: 'hotel',
        soundSystem: 'yes',
        occasion: 'hens',
        eventDate: addDays(todayInBangkok(), 30),
        eventTime: '20:00',
        performanceStyle: 'topless',
        locale: 'en',
      } as never,
      null,
    );
    const csv = await new Response(bookingsCsv(handle.db, { q: '', status: 'all', advance: 'all' } as never, 'it')).text();
    expect(csv).toMatch(/,STAG ARMY,/);
  });
});
