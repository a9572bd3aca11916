import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from '@/features/booking/booking.schema';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import { clashMessage } from '@/features/availability/availability.server';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { translateError, translateServerMessage } from '@/features/booking/booking-errors';
import { CONFIRM_CAP_MESSAGE } from '@/features/booking/submit-booking.server';

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

  it("puts the server's 409 and 429 texts in Thai, the clash's day as a Thai date; English stays", () => {
    const taken = clashMessage({ performerId: 'p1', kind: 'booked', name: 'Ryan', eventDate: '2026-03-14' });
    expect(translateServerMessage(taken, 'en')).toBe(taken);
    expect(translateServerMessage(taken, 'th')).toBe('Ryan ติดงานอื่นในช่วงเวลาที่ทับซ้อนกันในวันเสาร์ที่ 14 มีนาคม 2026 กรุณาเลือกนักแสดงคนอื่นหรือเปลี่ยนเวลา');
    const away = clashMessage({ performerId: 'p1', kind: 'off', name: 'Ryan', eventDate: '2026-03-14' });
    expect(translateServerMessage(away, 'th')).toMatch(/^Ryan ไม่ว่างในช่วงเวลานี้ของวันเสาร์ที่ 14 มีนาคม 2026 /);
    expect(translateServerMessage(tooManyRequests(600).message, 'th')).toBe('มีคำขอจากคุณบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 10 นาที');
    expect(translateServerMessage(CONFIRM_CAP_MESSAGE, 'th')).toMatch(/^วันนี้เราส่งอีเมลยืนยัน/);
  });
});
