import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from './booking.schema';
import { translateError } from './booking-errors';

describe('translateError', () => {
  it('keeps English as the schema writes it', () => {
    expect(translateError('Full name is required', 'en')).toBe('Full name is required');
  });

  it('gives every message of an empty booking form in Thai', () => {
    const empty = { name: '', email: '', phone: '', location: '', address: '', venueType: '', soundSystem: '', occasion: '' };
    const result = bookingFormSchema.safeParse({
      ...empty,
      eventDate: '',
      eventTime: '',
      specialRequests: '',
      selectedMaleStripper: 'none',
      selectedToplessWaiter: 'none',
      selectedStrippers: [],
      selectedWaiters: [],
    });
    expect(result.success).toBe(false);
    const messages = [...new Set(result.error!.issues.map((issue) => issue.message))];
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) expect(translateError(message, 'th'), message).not.toBe(message);
    expect(translateError('Full name is required', 'th')).toBe('กรุณากรอกชื่อ-นามสกุล');
  });

  it('translates the length limits with their figure', () => {
    expect(translateError('Please keep this under 300 characters', 'th')).toBe('กรุณากรอกไม่เกิน 300 ตัวอักษร');
  });
});
