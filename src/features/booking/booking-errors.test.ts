import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from './booking.schema';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import { translateError } from './booking-errors';

describe('translateError', () => {
  it('keeps English as the schema writes it', () => {
    expect(translateError('Full name is required', 'en')).toBe('Full name is required');
  });

  it('gives every message of an empty booking form in Thai', () => {
    const result = bookingFormSchema.safeParse(EMPTY_BOOKING_FORM);
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
