import { describe, expect, it } from 'vitest';
import { ADVANCE_FILTERS, adminAdvanceLabel, advanceActions, advanceWarning } from './advance-actions';

describe('advance actions of the admin panel', () => {
  it('offers exactly the moves the API allows for each status', () => {
    const labels = (status: string) => advanceActions(status).map((a) => a.label);
    expect(labels('unpaid')).toEqual(['Segna acconto ricevuto']);
    expect(labels('reported')).toEqual(['Segna acconto ricevuto', 'Riporta a non pagato']);
    expect(labels('received')).toEqual(['Segna come rimborsato']);
    expect(labels('refunded')).toEqual([]);
    expect(labels('something else')).toEqual([]);
  });

  it('asks before the irreversible refund only', () => {
    expect(advanceActions('received')[0]).toMatchObject({ target: 'refunded', confirm: true });
    expect(advanceActions('unpaid')[0]).toMatchObject({ target: 'received', confirm: false, success: 'Acconto segnato come ricevuto' });
  });

  it('warns on Confirm Booking unless the advance was received', () => {
    expect(advanceWarning('received')).toBeNull();
    expect(advanceWarning('unpaid')).toBe(
      "L'acconto non è ancora stato ricevuto (stato: Acconto non pagato). Conferma solo se hai preso accordi diversi con il cliente.",
    );
    expect(advanceWarning('reported')).toContain('(stato: Pagamento segnalato)');
    expect(advanceWarning('refunded')).toContain('(stato: Acconto rimborsato)');
  });

  it('filters by every status with the Italian labels, all first', () => {
    expect(ADVANCE_FILTERS.map((f) => f.value)).toEqual(['all', 'unpaid', 'reported', 'received', 'refunded']);
    expect(ADVANCE_FILTERS.map((f) => f.label)).toEqual([
      'Tutti gli acconti',
      'Acconto non pagato',
      'Pagamento segnalato',
      'Acconto ricevuto',
      'Acconto rimborsato',
    ]);
  });

  it('names a booking’s advance status in Italian', () => {
    expect(adminAdvanceLabel('reported')).toBe('Pagamento segnalato');
    expect(adminAdvanceLabel(null)).toBe('Acconto non pagato');
    expect(adminAdvanceLabel('odd')).toBe('odd');
  });
});
