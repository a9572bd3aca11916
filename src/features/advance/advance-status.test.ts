import { describe, expect, it } from 'vitest';
import { ADVANCE_STATUSES } from '@db/statuses';
import { adminMayMove, advanceLabel, customerMayReport } from './advance-status';

describe('advance status rules', () => {
  it('lets the admin move only unpaid/reported → received, received → refunded and reported → unpaid', () => {
    const allowed = ADVANCE_STATUSES.flatMap((from) =>
      (['received', 'refunded', 'unpaid'] as const).filter((to) => adminMayMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['received→refunded', 'reported→received', 'reported→unpaid', 'unpaid→received']);
  });

  it('lets the customer report only before the agency decided, and never on a cancelled booking', () => {
    expect(customerMayReport('unpaid', 'pending')).toBe(true);
    expect(customerMayReport('reported', 'confirmed')).toBe(true);
    expect(customerMayReport('received', 'confirmed')).toBe(false);
    expect(customerMayReport('refunded', 'confirmed')).toBe(false);
    expect(customerMayReport('unpaid', 'cancelled')).toBe(false);
  });

  it('labels the statuses as the filters name them', () => {
    expect(advanceLabel('unpaid')).toBe('Advance unpaid');
    expect(advanceLabel('reported')).toBe('Payment reported');
    expect(advanceLabel(undefined)).toBe('Advance unpaid');
  });
});
