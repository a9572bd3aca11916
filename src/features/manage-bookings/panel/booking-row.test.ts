import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@db/statuses';
import { emailParts, statusChoices, statusLabel } from './booking-row';

describe('a Manage Bookings row', () => {
  it("never offers 'requested' as a status to set; an unconfirmed request keeps it as its current value", () => {
    expect(statusChoices('pending')).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(statusChoices('requested')).toEqual(['pending', 'confirmed', 'completed', 'cancelled', 'requested']);
  });

  it('wraps an e-mail address only before its @ and the dots of its domain', () => {
    expect(emailParts('anna.long-name@example.co.th')).toEqual(['anna.long-name', '@example', '.co', '.th']);
    expect(emailParts('')).toEqual(['']);
  });

  it('says each status in the reader’s panel language: the spec’s capitalised word in Italian and English, Thai in Thai', () => {
    expect(BOOKING_STATUSES.map((status) => statusLabel(status, 'it'))).toEqual([
      'Requested',
      'Pending',
      'Confirmed',
      'Completed',
      'Cancelled',
    ]);
    expect(statusLabel('cancelled', 'en')).toBe('Cancelled');
    expect(statusLabel('pending', 'th')).toBe('รอดำเนินการ');
    expect(new Set(BOOKING_STATUSES.map((status) => statusLabel(status, 'th'))).size).toBe(BOOKING_STATUSES.length);
    expect(statusLabel('archived', 'th')).toBe('archived');
  });
});
