import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from '@/features/booking/booking.schema';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import { BookingConflictError } from '@/features/availability/availability.server';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@test/refusal';
import { translateError } from '@/features/booking/booking-errors';
import { BOOKING_ERRORS, refusalMessage } from '@/features/booking/booking-refusals';

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

describe('refusalMessage', () => {
  const clash = { performerId: 'p1', name: 'Ryan', eventDate: '2026-03-14' };

  it("says a performer's clash from its code: the server's English as it is, Thai with the day as a Thai date", async () => {
    const taken = await refusalOf(new BookingConflictError({ ...clash, kind: 'booked' }));
    expect(taken.reason).toMatchObject({ code: 'performer_booked', params: { name: 'Ryan', date: '2026-03-14' } });
    expect(refusalMessage(taken, 'en')).toBe(
      'Ryan is already booked at an overlapping time on Sat 14 Mar 2026. Please choose another performer or time.',
    );
    expect(refusalMessage(taken, 'en')).toBe(taken.serverMessage);
    expect(refusalMessage(taken, 'th')).toBe('Ryan ติดงานอื่นในช่วงเวลาที่ทับซ้อนกันในวันเสาร์ที่ 14 มีนาคม 2569 กรุณาเลือกนักแสดงคนอื่นหรือเปลี่ยนเวลา');
    const away = await refusalOf(new BookingConflictError({ ...clash, kind: 'off' }));
    expect(refusalMessage(away, 'en')).toBe(
      'Ryan is not available at this time on Sat 14 Mar 2026. Please choose another performer or time.',
    );
    expect(refusalMessage(away, 'th')).toMatch(/^Ryan ไม่ว่างในช่วงเวลานี้ของวันเสาร์ที่ 14 มีนาคม 2569 /);
  });

  it('says the limits from their code, with their figure', async () => {
    const limited = await refusalOf(tooManyRequests(600));
    expect(limited.serverMessage).toBe('Too many requests. Please try again in 10 minutes.');
    expect(refusalMessage(limited, 'th')).toBe('มีคำขอจากคุณบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 10 นาที');
    expect(refusalMessage(await refusalOf(tooManyRequests(60)), 'en')).toBe('Too many requests. Please try again in 1 minute.');
    const capped = await refusalOf(tooManyRequests(60, { messages: BOOKING_ERRORS, reason: { code: 'confirm_cap', params: {} } }));
    expect(refusalMessage(capped, 'th')).toMatch(/^วันนี้เราส่งอีเมลยืนยัน/);
  });

  it("keeps the server's words for an answer without a code it knows", () => {
    const plain = new ApiError(429, '429: …', 'Availability was checked too often from your connection. Please try again in 42 seconds.');
    expect(refusalMessage(plain, 'th')).toBe(plain.serverMessage);
    const unknown = new ApiError(409, '409: …', 'Something else', [], { code: 'no_such_code', params: {} });
    expect(refusalMessage(unknown, 'th')).toBe('Something else');
  });
});
