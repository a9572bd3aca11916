import { describe, expect, it } from 'vitest';
import { ADVANCE_FILTERS, advanceActions, advanceWarning } from './advance-actions';

describe('advance actions of the admin panel', () => {
  it('offers exactly the moves the API allows for each status', () => {
    const labels = (status: string) => advanceActions(status).map((a) => a.label);
    expect(labels('unpaid')).toEqual(['Mark advance received']);
    expect(labels('reported')).toEqual(['Mark advance received', 'Back to unpaid']);
    expect(labels('received')).toEqual(['Mark refunded']);
    expect(labels('refunded')).toEqual([]);
    expect(labels('something else')).toEqual([]);
  });

  it('asks before the irreversible refund only', () => {
    expect(advanceActions('received')[0]).toMatchObject({ target: 'refunded', confirm: true });
    expect(advanceActions('unpaid')[0]).toMatchObject({ target: 'received', confirm: false, success: 'Advance marked as received' });
  });

  it('warns on Confirm Booking unless the advance was received', () => {
    expect(advanceWarning('received')).toBeNull();
    expect(advanceWarning('unpaid')).toBe(
      'The advance has not been received yet (status: Advance unpaid). Confirm only if you have agreed otherwise with the customer.',
    );
    expect(advanceWarning('reported')).toContain('(status: Payment reported)');
    expect(advanceWarning('refunded')).toContain('(status: Advance refunded)');
  });

  it('filters by every status with the shared labels, All first', () => {
    expect(ADVANCE_FILTERS.map((f) => f.value)).toEqual(['all', 'unpaid', 'reported', 'received', 'refunded']);
    expect(ADVANCE_FILTERS.slice(0, 3).map((f) => f.label)).toEqual(['All', 'Advance unpaid', 'Payment reported']);
  });
});
