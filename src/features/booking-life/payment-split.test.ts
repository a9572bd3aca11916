import { describe, expect, it } from 'vitest';
import { agreedMoney, confirmationMoney, repricedMoney, TotalBelowPaidAdvance } from '@/features/booking-life/payment-split';

const stored = (advanceStatus: string) => ({ ...agreedMoney(25000, 30), advanceStatus });

describe('the money of a booking whose total changes', () => {
  it('splits an unpaid advance again at the rate of today, and keeps a reported or received one', () => {
    expect(repricedMoney(stored('unpaid'), 34750, 25)).toEqual(agreedMoney(34750, 25));
    for (const status of ['reported', 'received']) {
      expect(repricedMoney(stored(status), 34750, 25)).toEqual({
        totalPrice: 34750,
        advanceAmount: 7500,
        cashAmount: 27250,
        advancePercent: null,
      });
    }
    expect(repricedMoney(stored('unpaid'), 25000, 25)).toEqual(agreedMoney(25000, 30));
    expect(() => repricedMoney(stored('received'), 7000, 30)).toThrow(TotalBelowPaidAdvance);
  });

  it('at a confirmation takes the cash the agency set while unpaid (its rate only when it is the rule), and the rest of a paid advance', () => {
    expect(confirmationMoney(stored('unpaid'), 30000, 21000, 30)).toEqual(agreedMoney(30000, 30));
    expect(confirmationMoney(stored('unpaid'), 30000, 20000, 30)).toEqual({
      totalPrice: 30000,
      advanceAmount: 10000,
      cashAmount: 20000,
      advancePercent: null,
    });
    expect(confirmationMoney(stored('received'), 30000, 1, 30)).toMatchObject({ advanceAmount: 7500, cashAmount: 22500 });
    expect(confirmationMoney(stored('received'), 25000, 1, 25)).toEqual(agreedMoney(25000, 30));
  });
});
