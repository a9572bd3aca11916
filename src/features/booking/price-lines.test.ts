import { describe, expect, it } from 'vitest';
import { extraTimeLines } from './extra-time-lines';
import { customerWords } from './summary-words';
import { priceLines } from './price-lines';
import { readBookingData } from './booking-data';
import { agreedMoney } from '@/features/booking-life/payment-split';

const services = { selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' };
const price = { stripperSubtotal: 7000, waiterSubtotal: 6000, discount: 2000, supplement: 0 };

describe('priceLines', () => {
  it("shows each service's price, the double-duty discount, then total, advance and cash", () => {
    expect(priceLines({ ...agreedMoney(11000, 30), services, price })).toEqual([
      ['TOPLESS', '฿7,000'],
      ['SEXY HOST', '฿6,000'],
      ['Double-duty discount', '-฿2,000'],
      ['Total', '฿11,000'],
      ['Advance Payment (30%)', '฿3,300'],
      ['Collect in cash on show day', '฿7,700'],
    ]);
  });

  it('leaves out a discount of 0, shows a supplement, and omits a service not chosen', () => {
    const lines = priceLines({
      ...agreedMoney(7500, 30),
      services: { ...services, selectedToplessWaiter: 'none' },
      price: { stripperSubtotal: 7000, waiterSubtotal: 0, discount: 0, supplement: 500 },
    });
    expect(lines.slice(0, 2)).toEqual([
      ['TOPLESS', '฿7,000'],
      ['Double-duty supplement', '+฿500'],
    ]);
  });

  it('shows only total, advance and cash without a breakdown, or with one that does not add up to the total', () => {
    const plain = [
      ['Total', '฿11,000'],
      ['Advance Payment (30%)', '฿3,300'],
      ['Collect in cash on show day', '฿7,700'],
    ];
    expect(priceLines({ ...agreedMoney(11000, 30), services, price: null })).toEqual(plain);
    expect(priceLines({ ...agreedMoney(11000, 30), services, price: { ...price, discount: 0 } })).toEqual(plain);
  });

  it('shows the stored money: its rate when it is one, the advance alone when it is not (set by hand, or a paid advance kept)', () => {
    expect(priceLines({ ...agreedMoney(11000, 25), services, price: null }).slice(1)).toEqual([
      ['Advance Payment (25%)', '฿2,750'],
      ['Collect in cash on show day', '฿8,250'],
    ]);
    const kept = { totalPrice: 11000, advanceAmount: 4000, cashAmount: 7000, advancePercent: null };
    expect(priceLines({ ...kept, services, price: null }, 'th').slice(1)).toEqual([
      ['มัดจำ', '฿4,000'],
      ['ชำระเงินสดในวันงาน', '฿7,000'],
    ]);
  });
});

describe('extra time beyond the packages', () => {
  it('shows the package at its own price and the extra minutes as their own line, still adding up to the total', () => {
    const extraTime = [{ service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 }];
    expect(
      priceLines({
        ...agreedMoney(10000, 30),
        services: { ...services, selectedToplessWaiter: 'none' },
        price: { stripperSubtotal: 10000, waiterSubtotal: 0, discount: 0, supplement: 0, extraTime },
      }),
    ).toEqual([
      ['TOPLESS', '฿7,000'],
      ['Extra time: 30 min × ฿100', '฿3,000'],
      ['Total', '฿10,000'],
      ['Advance Payment (30%)', '฿3,000'],
      ['Collect in cash on show day', '฿7,000'],
    ]);
  });

  it('names the service when both have extra time, and the waiters when the rate is per waiter', () => {
    expect(
      extraTimeLines(
        [
          { service: 'TOPLESS', minutes: 90, rate: 100, performers: 1, amount: 9000 },
          { service: 'DOUBLE TROUBLE', minutes: 30, rate: 50, performers: 2, amount: 3000 },
        ],
        customerWords('en'),
      ),
    ).toEqual([
      ['Extra time (TOPLESS): 90 min × ฿100', '฿9,000'],
      ['Extra time (DOUBLE TROUBLE): 30 min × ฿50 × 2 waiters', '฿3,000'],
    ]);
  });

  it('reads the stored extra time back, leaving out entries that are not', () => {
    const stored = JSON.stringify({
      price: { ...price, extraTime: [{ service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 }, { service: 1 }] },
    });
    expect(readBookingData(stored).price?.extraTime).toEqual([{ service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 }]);
  });
});

describe('readBookingData', () => {
  it('reads additionalData.price and refuses anything else', () => {
    expect(readBookingData(JSON.stringify({ services, price })).price).toEqual({ ...price, extraTime: [] });
    for (const bad of [
      null,
      '',
      '{',
      '{"services":{}}',
      JSON.stringify({ price: { ...price, discount: -1 } }),
      JSON.stringify({ price: { ...price, supplement: '0' } }),
    ]) {
      expect(readBookingData(bad).price).toBeNull();
    }
  });
});
