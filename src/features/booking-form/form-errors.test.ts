import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM } from './booking-form-defaults';
import { validate, words } from './booking-form-validation';
import { BookingConflictError } from '@/features/availability/availability.server';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { ApiError, type FieldIssue } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';
import { refusalOf } from '@test/refusal';
import { refusalMessage } from '@/features/booking/booking-refusals';
import { sayFields } from '@/lib/say-refusal';

/** The API's field issues of a 400 said by the form's rules in `locale`, by field. */
const said = (issues: FieldIssue[], locale: Locale) => sayFields(new ApiError(400, '400: …', 'Invalid request', issues), words, locale);
import { PriceError } from '@/features/pricing/price-engine.server';

/** Each field's message the booking rules give for the form's values in `locale`. */
async function messagesOf(values: object, locale: Locale): Promise<Record<string, unknown>> {
  return (await validate({ ...EMPTY_BOOKING_FORM, ...values }, locale)).errors ?? {};
}

describe('the booking rules said from their code', () => {
  it('says every message of an empty form as the spec words it in English, and in Thai as the Thai page reads it', async () => {
    expect(await messagesOf({}, 'en')).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      location: 'Please select your location',
      address: 'Address is required',
      venueType: 'Please select venue type',
      soundSystem: 'Please specify sound system availability',
      occasion: 'Please select the occasion',
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      selectedMaleStripper: 'Please select at least one service',
    });
    expect(await messagesOf({}, 'th')).toEqual({
      name: 'กรุณากรอกชื่อ-นามสกุล',
      email: 'กรุณากรอกอีเมลให้ถูกต้อง',
      phone: 'กรุณากรอกเบอร์โทรศัพท์',
      location: 'กรุณาเลือกเมือง',
      address: 'กรุณากรอกที่อยู่',
      venueType: 'กรุณาเลือกประเภทสถานที่',
      soundSystem: 'กรุณาระบุว่ามีเครื่องเสียงหรือไม่',
      occasion: 'กรุณาเลือกโอกาสของงาน',
      eventDate: 'กรุณาเลือกวันที่จัดงาน',
      eventTime: 'กรุณาเลือกเวลาเริ่มงาน',
      selectedMaleStripper: 'กรุณาเลือกอย่างน้อยหนึ่งบริการ',
    });
  });

  it('says the length limits with their figure, a past date and a wrong phone in Thai', async () => {
    const th = await messagesOf(
      { address: 'a'.repeat(301), eventDate: '2020-01-01', phone: 'abc', specialRequests: 'a'.repeat(2001) },
      'th',
    );
    expect(th).toMatchObject({
      address: 'กรุณากรอกไม่เกิน 300 ตัวอักษร',
      eventDate: 'วันที่จัดงานต้องไม่ใช่วันที่ผ่านมาแล้ว',
      phone: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
      specialRequests: 'กรุณาเขียนคำขอพิเศษไม่เกิน 2000 ตัวอักษร',
    });
    expect(await messagesOf({ address: 'a'.repeat(301) }, 'en')).toMatchObject({ address: 'Please keep this under 300 characters' });
  });

  it("says the API's field issues from their code, and keeps an issue without one in the server's words", () => {
    const issues = [
      { path: 'eventTime', message: 'Event time cannot be in the past', code: 'time_past', params: {} },
      { path: 'duration', message: 'Duration cannot exceed 300 minutes' },
    ];
    expect(said(issues, 'th')).toEqual({ eventTime: 'เวลาเริ่มงานต้องไม่ใช่เวลาที่ผ่านมาแล้ว', duration: 'Duration cannot exceed 300 minutes' });
    expect(said(issues, 'en').eventTime).toBe(issues[0]!.message);
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
    const capped = await refusalOf(tooManyRequests(60, { reason: { code: 'confirm_cap', params: {} } }));
    expect(refusalMessage(capped, 'th')).toMatch(/^วันนี้เราส่งอีเมลยืนยัน/);
  });

  it('says a price the agency changed meanwhile and the server-only rules in Thai, from their codes', async () => {
    // A price refusal is answered as an issue of the request, which the form's lazily loaded rules say (BookingPage).
    const elsewhere = await refusalOf(new PriceError({ code: 'price_performer_elsewhere', params: { name: 'Luca', city: 'phuket' } }));
    expect(elsewhere.serverMessage).toBe('Luca does not perform in phuket');
    expect(refusalMessage(elsewhere, 'en', words)).toBe('Luca does not perform in phuket');
    expect(refusalMessage(elsewhere, 'th', words)).toBe('Luca ไม่ได้รับงานในภูเก็ต');
    const issues = [
      { path: 'duration', message: 'Duration must be in steps of 15 minutes', code: 'duration_step', params: { step: 15 } },
      // zod's own check (a forged type) is not the form's: its code is kept, its words the server's.
      { path: 'waiterIds.0', message: 'Invalid input: expected string, received number', code: 'invalid_value', params: {} },
    ];
    expect(said(issues, 'th')).toEqual({
      duration: 'ระยะเวลาต้องเพิ่มทีละ 15 นาที',
      'waiterIds.0': 'Invalid input: expected string, received number',
    });
  });
});
