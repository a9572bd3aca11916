import { describe, expect, it } from 'vitest';
import { parsePriceBreakdown, priceLines } from './price-lines';

const services = { selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' };
const price = { stripperSubtotal: 7000, waiterSubtotal: 6000, discount: 2000, supplement: 0 };

describe('priceLines', () => {
  it("shows each service's price, the double-duty discount, then total, advance and cash", () => {
    expect(priceLines({ totalPrice: 11000, services, price })).toEqual([
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
      totalPrice: 7500,
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
    expect(priceLines({ totalPrice: 11000, services, price: null })).toEqual(plain);
    expect(priceLines({ totalPrice: 11000, services, price: { ...price, discount: 0 } })).toEqual(plain);
  });

  it('takes the cash the agency set, and the advance is the rest', () => {
    expect(priceLines({ totalPrice: 11000, services, price: null }, 7000).slice(1)).toEqual([
      ['Advance Payment', '฿4,000'],
      ['Collect in cash on show day', '฿7,000'],
    ]);
  });
});

describe('parsePriceBreakdown', () => {
  it('reads additionalData.price and refuses anything else', () => {
    expect(parsePriceBreakdown(JSON.stringify({ services, price }))).toEqual(price);
    for (const bad of [
      null,
      '',
      '{',
      '{"services":{}}',
      JSON.stringify({ price: { ...price, discount: -1 } }),
      JSON.stringify({ price: { ...price, supplement: '0' } }),
    ]) {
      expect(parsePriceBreakdown(bad)).toBeNull();
    }
  });
});
