import { describe, expect, it } from 'vitest';
import { emailParts, statusChoices } from './booking-row';

describe('a Manage Bookings row', () => {
  it("never offers 'requested' as a status to set; an unconfirmed request keeps it as its current value", () => {
    expect(statusChoices('pending')).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(statusChoices('requested')).toEqual(['pending', 'confirmed', 'completed', 'cancelled', 'requested']);
  });

  it('wraps an e-mail address only before its @ and the dots of its domain', () => {
    expect(emailParts('anna.long-name@example.co.th')).toEqual(['anna.long-name', '@example', '.co', '.th']);
    expect(emailParts('')).toEqual(['']);
  });
});
