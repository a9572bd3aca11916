import { describe, expect, it } from 'vitest';
import { adminAdvanceLabel, advanceActions, advanceFilters, advanceWarning } from './advance-actions';

describe('advance actions of the admin panel', () => {
  it('offers exactly the moves the API allows for each status', () => {
    const targets = (status: string) => advanceActions(status).map((a) => a.target);
    expect(targets('unpaid')).toEqual(['received']);
    expect(targets('reported')).toEqual(['received', 'unpaid']);
    expect(targets('received')).toEqual(['refunded']);
    expect(targets('refunded')).toEqual([]);
    expect(targets('something else')).toEqual([]);
  });

  it('asks before the irreversible refund only', () => {
    expect(advanceActions('received')).toEqual([{ target: 'refunded', confirm: true }]);
    expect(advanceActions('reported').every((action) => !action.confirm)).toBe(true);
  });

  it('warns on Confirm Booking unless the advance was received, in the reader’s language', () => {
    expect(advanceWarning('received', 'it')).toBeNull();
    expect(advanceWarning('unpaid', 'it')).toBe(
      "L'acconto non è ancora stato ricevuto (stato: Acconto non pagato). Conferma solo se hai preso accordi diversi con il cliente.",
    );
    expect(advanceWarning('reported', 'it')).toContain('(stato: Pagamento segnalato)');
    expect(advanceWarning('refunded', 'en')).toContain('(status: Advance refunded)');
    expect(advanceWarning('unpaid', 'th')).toContain('ยังไม่ได้ชำระมัดจำ');
  });

  it('filters by every status, all first, in the reader’s language', () => {
    expect(advanceFilters('it').map((f) => f.value)).toEqual(['all', 'unpaid', 'reported', 'received', 'refunded']);
    expect(advanceFilters('it').map((f) => f.label)).toEqual([
      'Tutti gli acconti',
      'Acconto non pagato',
      'Pagamento segnalato',
      'Acconto ricevuto',
      'Acconto rimborsato',
    ]);
    expect(advanceFilters('en').map((f) => f.label)).toEqual([
      'All advances',
      'Advance unpaid',
      'Payment reported',
      'Advance received',
      'Advance refunded',
    ]);
    // Thai says each one in its own words.
    expect(new Set(advanceFilters('th').map((f) => f.label)).size).toBe(5);
  });

  it('names a booking’s advance status in each panel language; an unknown value as it is, none as unpaid', () => {
    expect(adminAdvanceLabel('reported', 'it')).toBe('Pagamento segnalato');
    expect(adminAdvanceLabel('received', 'en')).toBe('Advance received');
    expect(adminAdvanceLabel('received', 'th')).toBe('ได้รับมัดจำแล้ว');
    expect(adminAdvanceLabel(null, 'it')).toBe('Acconto non pagato');
    expect(adminAdvanceLabel('odd', 'th')).toBe('odd');
  });
});
