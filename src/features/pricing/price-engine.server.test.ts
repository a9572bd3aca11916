import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performers, pricingParameters } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { seedPricingItems } from '@db/seed/pricing';
import { tempDatabase } from '@test/temp-db';
import type { Db } from '@/lib/server/db';
import { STRIPPER_TITLES, WAITER_TITLES } from '@/content/services';
import { calculatePrice, doubleDutySaving, type PriceInput } from './price-engine.server';
import { HttpError } from '@/lib/server/http';
import { writePublicData } from '@/lib/server/public-data';

let db: Db;
let close: () => void;
beforeAll(() => ({ db, close } = tempDatabase()));
afterAll(() => close());

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const quote = (input: Partial<PriceInput>) =>
  calculatePrice(db, {
    location: 'bangkok',
    selectedMaleStripper: 'none',
    selectedToplessWaiter: 'none',
    stripperIds: [],
    waiterIds: [],
    ...input,
  });
const card = (location: string, title: string) => seedPricingItems.find((i) => i.location === location && i.title === title)!;

describe('calculatePrice: every package in every city', () => {
  for (const location of ['bangkok', 'pattaya', 'phuket']) {
    for (const [service, title] of Object.entries(STRIPPER_TITLES)) {
      it(`${location} stripper ${title}`, () => {
        const price = card(location, title).price;
        const result = quote({ location, selectedMaleStripper: service });
        expect(result).toMatchObject({ totalPrice: price, stripperSubtotal: price, waiterSubtotal: 0, discount: 0 });
        expect(result.agencyCommission).toBe(Math.round(price * 0.3));
        expect(result.agencyCommission + result.performerPayment).toBe(price);
      });
    }
    for (const [service, title] of Object.entries(WAITER_TITLES)) {
      it(`${location} waiter ${title}`, () => {
        const price = card(location, title).price;
        const result = quote({ location, selectedToplessWaiter: service });
        expect(result).toMatchObject({ totalPrice: price, stripperSubtotal: 0, waiterSubtotal: price });
      });
    }
  }

  it('reads the location case-insensitively and adds both services', () => {
    const result = quote({ location: 'Phuket', selectedMaleStripper: 'duo', selectedToplessWaiter: 'double-trouble' });
    expect(result).toMatchObject({
      stripperSubtotal: 25000,
      waiterSubtotal: 15000,
      totalPrice: 40000,
      agencyCommission: 12000,
      performerPayment: 28000,
    });
  });
});

describe('calculatePrice: performers and counts', () => {
  it('accepts the right counts: duo 2, solo 1, waiters from the subtitle', () => {
    expect(quote({ selectedMaleStripper: 'duo', stripperIds: [id('Arthit'), id('Daniel')] }).totalPrice).toBe(16000);
    expect(quote({ selectedMaleStripper: 'underwear', stripperIds: [id('Ryan')] }).totalPrice).toBe(10000);
    expect(quote({ selectedToplessWaiter: 'full-party-mode', waiterIds: [id('Jake'), id('Nont'), id('Marco')] }).totalPrice).toBe(16000);
  });

  it.each([
    [{ selectedMaleStripper: 'duo', stripperIds: ['x'] }, 'DUO needs exactly 2 strippers'],
    [{ selectedMaleStripper: 'topless', stripperIds: ['a', 'b'] }, 'TOPLESS needs exactly 1 stripper'],
    [{ selectedToplessWaiter: 'double-trouble', waiterIds: ['a'] }, 'DOUBLE TROUBLE needs exactly 2 waiters'],
    [{ selectedToplessWaiter: 'sexy-host', stripperIds: [id('Arthit')] }, 'Strippers are chosen but no male stripper service is selected'],
    [{ selectedMaleStripper: 'topless', stripperIds: ['nope'] }, 'Unknown performer: nope'],
    [{ selectedMaleStripper: 'topless', stripperIds: [id('Jake')] }, 'Jake is not a male stripper'],
    [{ selectedToplessWaiter: 'sexy-host', waiterIds: [id('Arthit')] }, 'Arthit is not a topless waiter'],
    [{ selectedMaleStripper: 'topless', stripperIds: [id('Luca')] }, 'Luca does not perform in bangkok'],
    [{ selectedMaleStripper: 'duo', stripperIds: [id('Ryan'), id('Ryan')] }, 'The same male stripper is chosen twice'],
    [{ location: 'chiang mai', selectedMaleStripper: 'topless' }, 'Unknown location: use bangkok, pattaya or phuket'],
    [{ selectedMaleStripper: 'lap-dance' }, 'Unknown male stripper service'],
    [{ selectedToplessWaiter: 'butler' }, 'Unknown topless waiter service'],
    [{}, 'Please select at least one service'],
  ])('rejects %j: %s', (input, message) => {
    expect(() => quote(input as Partial<PriceInput>)).toThrow(message);
  });

  it("gives each refusal its code and params (said in the reader's language from them, price-errors.ts)", () => {
    const reasonOf = (input: Partial<PriceInput>) => {
      try {
        quote(input);
      } catch (error) {
        return error instanceof HttpError ? { status: error.status, reason: error.reason } : error;
      }
    };
    expect(reasonOf({ selectedMaleStripper: 'topless', stripperIds: [id('Luca')] })).toEqual({
      status: 400,
      reason: { code: 'price_performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } },
    });
    expect(reasonOf({ selectedToplessWaiter: 'double-trouble', waiterIds: ['a'] })).toEqual({
      status: 400,
      reason: { code: 'price_waiter_count', params: { service: 'DOUBLE TROUBLE', count: 2 } },
    });
    expect(reasonOf({})).toEqual({ status: 400, reason: { code: 'service_required', params: {} } });
  });

  it('rejects an unavailable performer and a package that is not active', () => {
    writePublicData(db, () =>
      db
        .update(performers)
        .set({ isAvailable: false })
        .where(eq(performers.id, id('Ryan')))
        .run(),
    );
    expect(() => quote({ selectedMaleStripper: 'topless', stripperIds: [id('Ryan')] })).toThrow('Ryan is not available');
    writePublicData(db, () =>
      db
        .update(performers)
        .set({ isAvailable: true })
        .where(eq(performers.id, id('Ryan')))
        .run(),
    );
  });
});

describe('calculatePrice: double duty', () => {
  it('takes 2,000 off for a performer booked as stripper and waiter', () => {
    const result = quote({
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'sexy-host',
      stripperIds: [id('Marco')],
      waiterIds: [id('Marco')],
    });
    expect(result).toMatchObject({
      stripperSubtotal: 7000,
      waiterSubtotal: 6000,
      discount: 2000,
      supplement: 0,
      totalPrice: 11000,
      agencyCommission: 3300,
      performerPayment: 7700,
    });
  });

  it('counts each double-duty performer and no one else', () => {
    const result = quote({
      selectedMaleStripper: 'duo',
      selectedToplessWaiter: 'double-trouble',
      stripperIds: [id('Marco'), id('Kenji')],
      waiterIds: [id('Kenji'), id('Marco')],
    });
    expect(result.discount).toBe(4000);
    expect(
      quote({ selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host', stripperIds: [id('Marco')], waiterIds: [id('Jake')] })
        .discount,
    ).toBe(0);
  });

  it('uses the city parameters, adds the supplement, ignores inactive ones and never goes below 0', () => {
    const where = (type: string) => and(eq(pricingParameters.parameterType, type), eq(pricingParameters.location, 'bangkok'));
    writePublicData(db, () => db.update(pricingParameters).set({ value: 500 }).where(where('double_duty_supplement')).run());
    const input = {
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'sexy-host',
      stripperIds: [id('Marco')],
      waiterIds: [id('Marco')],
    };
    expect(quote(input)).toMatchObject({ discount: 2000, supplement: 500, totalPrice: 11500 });
    writePublicData(db, () => db.update(pricingParameters).set({ isActive: false }).where(where('double_duty_discount')).run());
    expect(quote(input)).toMatchObject({ discount: 0, totalPrice: 13500 });
    writePublicData(db, () =>
      db.update(pricingParameters).set({ isActive: true, value: 50000 }).where(where('double_duty_discount')).run(),
    );
    expect(quote(input)).toMatchObject({ totalPrice: 0, agencyCommission: 0, performerPayment: 0 });
    writePublicData(db, () => db.update(pricingParameters).set({ value: 2000 }).where(where('double_duty_discount')).run());
    writePublicData(db, () => db.update(pricingParameters).set({ value: 0 }).where(where('double_duty_supplement')).run());
  });

  it("offers the city's saving (discount less supplement, from the parameters) with every quote", () => {
    const where = (type: string) => and(eq(pricingParameters.parameterType, type), eq(pricingParameters.location, 'bangkok'));
    expect(quote({ selectedMaleStripper: 'topless' }).doubleDutySaving).toBe(2000);
    writePublicData(db, () => db.update(pricingParameters).set({ value: 3000 }).where(where('double_duty_discount')).run());
    expect(quote({ selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' }).doubleDutySaving).toBe(3000);
    writePublicData(db, () => db.update(pricingParameters).set({ value: 500 }).where(where('double_duty_supplement')).run());
    expect(doubleDutySaving(db, 'bangkok')).toBe(2500);
    writePublicData(db, () => db.update(pricingParameters).set({ isActive: false }).where(where('double_duty_discount')).run());
    expect(doubleDutySaving(db, 'bangkok')).toBe(0);
    writePublicData(db, () => db.update(pricingParameters).set({ isActive: true, value: 2000 }).where(where('double_duty_discount')).run());
    writePublicData(db, () => db.update(pricingParameters).set({ value: 0 }).where(where('double_duty_supplement')).run());
  });
});

describe('calculatePrice: durations', () => {
  it('prices minutes beyond the standard duration with the city rates', () => {
    // Bangkok TOPLESS rate 100/min over 60 min; waiter_rate 50/min per waiter over 120 min.
    expect(quote({ selectedMaleStripper: 'topless', duration: 60 }).totalPrice).toBe(7000);
    expect(quote({ selectedMaleStripper: 'topless', duration: 90 }).totalPrice).toBe(7000 + 30 * 100);
    expect(quote({ selectedMaleStripper: 'duo', duration: 75 }).totalPrice).toBe(16000 + 15 * 250);
    expect(quote({ selectedToplessWaiter: 'double-trouble', duration: 150 }).totalPrice).toBe(11000 + 30 * 2 * 50);
    expect(quote({ selectedToplessWaiter: 'double-trouble', duration: 60 }).totalPrice).toBe(11000);
    // Phuket rates are 1.3 times Bangkok's.
    const both = quote({ location: 'phuket', selectedMaleStripper: 'underwear', selectedToplessWaiter: 'sexy-host', duration: 180 });
    expect(both).toMatchObject({ stripperSubtotal: 13000 + 60 * 156, waiterSubtotal: 8000 + 60 * 65 });
  });

  it('charges every service only the minutes beyond the booking’s included length (the longest package), as its option promises', () => {
    // DUO (60 min) with DOUBLE TROUBLE (120 min): 2 hours are included, the duo's second hour is free.
    const included = quote({ selectedMaleStripper: 'duo', selectedToplessWaiter: 'double-trouble', duration: 120 });
    expect(included).toMatchObject({ totalPrice: 16000 + 11000, extraTime: [], includedMinutes: 120, extraTimeRate: 250 + 2 * 50 });
    const longer = quote({ selectedMaleStripper: 'duo', selectedToplessWaiter: 'double-trouble', duration: 150 });
    expect(longer.totalPrice).toBe(27000 + 30 * 250 + 30 * 2 * 50);
    expect(longer.totalPrice - included.totalPrice).toBe(30 * included.extraTimeRate);
    expect(longer.extraTime).toEqual([
      { service: 'DUO', minutes: 30, rate: 250, performers: 1, amount: 7500 },
      { service: 'DOUBLE TROUBLE', minutes: 30, rate: 50, performers: 2, amount: 3000 },
    ]);
  });

  it('says what the extra time is: minutes, rate, waiters and amount per service, nothing at the standard length', () => {
    expect(quote({ selectedMaleStripper: 'topless', duration: 90 }).extraTime).toEqual([
      { service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 },
    ]);
    expect(quote({ selectedToplessWaiter: 'double-trouble', duration: 150 }).extraTime).toEqual([
      { service: 'DOUBLE TROUBLE', minutes: 30, rate: 50, performers: 2, amount: 3000 },
    ]);
    expect(quote({ selectedMaleStripper: 'topless', duration: 60 }).extraTime).toEqual([]);
    expect(quote({ selectedMaleStripper: 'topless' }).extraTime).toEqual([]);
  });
});
