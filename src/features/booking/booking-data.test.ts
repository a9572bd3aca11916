// The one reader and writer of a booking's additionalData.
import { describe, expect, it } from 'vitest';
import { readBookingData, writeBookingData } from './booking-data';

describe('readBookingData and writeBookingData', () => {
  it('read back what they write, and read a malformed part as null (never an error)', () => {
    const services = { selectedMaleStripper: 'duo', selectedToplessWaiter: 'none' };
    const price = { stripperSubtotal: 16000, waiterSubtotal: 0, discount: 0, supplement: 0, extraTime: [] };
    expect(readBookingData(writeBookingData({ services, price }))).toEqual({ services, price });
    expect(readBookingData(writeBookingData({ services, price: null }))).toEqual({ services, price: null });
    expect(readBookingData(JSON.stringify({ services: { selectedToplessWaiter: 'sexy-host' }, price: 'x' }))).toEqual({
      services: { selectedMaleStripper: 'none', selectedToplessWaiter: 'sexy-host' },
      price: null,
    });
    expect(readBookingData('[1]')).toEqual({ services: null, price: null });
  });

  it('read text that is not JSON, or not an object, as nothing', () => {
    for (const text of [null, '', '{not json', 'null', '"x"', '[1]', '42'])
      expect(readBookingData(text)).toEqual({ services: null, price: null });
  });

  it('read each part on its own: a malformed part is null, a key that does not read is none, a bad extra-time entry is left out', () => {
    const price = { stripperSubtotal: 9000, waiterSubtotal: 0, discount: 0, supplement: 0 };
    expect(readBookingData(JSON.stringify({ services: [], price }))).toEqual({ services: null, price: { ...price, extraTime: [] } });
    expect(readBookingData(JSON.stringify({ services: { selectedMaleStripper: 3 }, price: { ...price, discount: -1 } }))).toMatchObject({
      services: { selectedMaleStripper: 'none', selectedToplessWaiter: 'none' },
      price: null,
    });
    const extra = { service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 };
    expect(readBookingData(JSON.stringify({ price: { ...price, extraTime: [extra, { ...extra, amount: 1.5 }, 'x'] } })).price).toEqual({
      ...price,
      extraTime: [extra],
    });
  });

  it('store only what the schema names, and refuse to store a part that does not fit it', () => {
    const services = { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none' };
    // The engine's answer carries its totals too: only the breakdown is stored.
    const engine = {
      totalPrice: 9000,
      advancePercent: 30,
      stripperSubtotal: 9000,
      waiterSubtotal: 0,
      discount: 0,
      supplement: 0,
      extraTime: [],
    };
    expect(JSON.parse(writeBookingData({ services, price: engine }))).toEqual({
      services,
      price: { stripperSubtotal: 9000, waiterSubtotal: 0, discount: 0, supplement: 0, extraTime: [] },
    });
    expect(writeBookingData({ services: null, price: null })).toBe('{}');
    // The copies of the performers older rows kept in the JSON are neither read nor written back.
    const old = { services: { ...services, selectedStrippers: [{ id: 'p1', name: 'Marco' }], selectedWaiters: [] }, price: null };
    expect(readBookingData(JSON.stringify(old)).services).toEqual(services);
    expect(JSON.parse(writeBookingData(old))).toEqual({ services });
    expect(() => writeBookingData({ services, price: { ...engine, discount: -5 } })).toThrow();
  });
});
