import { describe, expect, it } from 'vitest';
import * as contactRules from '@/features/contact/contact-form-validation';
import * as joinRules from '@/features/join/application-form-validation';
import { formRateLimited } from '@/lib/server/public-form';
import { ApiError } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n';
import { refusalOf } from '@test/refusal';
import { formFailure } from './server-issues';

/** Each field's message the rules give for `body` in `locale` (a list's: its own or its first item's). */
async function messagesOf(
  rules: { validate: (values: never, locale: Locale) => Promise<{ errors?: object }> },
  body: object,
  locale: Locale,
) {
  return (await rules.validate(body as never, locale)).errors ?? {};
}

describe("public forms' rules said from their code", () => {
  it('contact: English as the spec words it, Thai as the Thai page reads it, with the length limit', async () => {
    const body = { firstName: 'a'.repeat(101), lastName: '', email: 'x@', phone: '', message: '', privacy: false };
    expect(await messagesOf(contactRules, body, 'en')).toEqual({
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      inquiryType: 'Please select an inquiry type',
      message: 'Please describe your luxury experience',
      privacy: 'You must accept the privacy policy and terms of service',
    });
    expect(await messagesOf(contactRules, body, 'th')).toEqual({
      firstName: 'กรุณากรอกไม่เกิน 100 ตัวอักษร',
      lastName: 'กรุณากรอกนามสกุล',
      email: 'กรุณากรอกอีเมลให้ถูกต้อง',
      inquiryType: 'กรุณาเลือกเรื่องที่ต้องการสอบถาม',
      message: 'เล่าให้เราฟังสักนิดว่าอยากได้ประสบการณ์แบบไหน',
      privacy: 'กรุณายอมรับนโยบายความเป็นส่วนตัวและข้อกำหนดการให้บริการ',
    });
  });

  it('application: every rule in Thai, the minimum age with its figure, an unknown interest on its list', async () => {
    expect(await messagesOf(joinRules, { name: 'A', stageName: '', email: '', age: 'x', interestedIn: [] }, 'th')).toEqual({
      name: 'กรุณากรอกชื่ออย่างน้อย 2 ตัวอักษร',
      stageName: 'กรุณากรอกชื่อในวงการอย่างน้อย 2 ตัวอักษร',
      email: 'กรุณากรอกอีเมล',
      location: 'กรุณาเลือกเมือง',
      interestedIn: 'กรุณาเลือกอย่างน้อยหนึ่งตำแหน่ง',
      age: 'กรุณากรอกอายุเป็นตัวเลข',
    });
    const young = await messagesOf(joinRules, { age: '12', interestedIn: ['Other'], additionalDetails: 'a'.repeat(2001) }, 'en');
    expect(young).toMatchObject({
      age: 'You must be at least 18 years old to apply',
      interestedIn: 'Please choose from the listed options',
      additionalDetails: 'Additional details must be at most 2000 characters',
    });
    expect(await messagesOf(joinRules, { age: '12' }, 'th')).toMatchObject({ age: 'ผู้สมัครต้องมีอายุอย่างน้อย 18 ปี' });
    expect(await messagesOf(joinRules, { age: '120' }, 'th')).toMatchObject({ age: 'กรุณากรอกอายุจริง' });
  });

  it("puts the server's field issues on the form's fields in Thai from their code; an issue without one in the server's words", async () => {
    const refused = new ApiError(400, '400: …', 'Please enter a valid email address', [
      { path: 'email', message: 'Please enter a valid email address', code: 'email_invalid', params: {} },
      { path: 'phone', message: 'Phone number must be at most 40 characters', code: 'phone_too_long', params: { max: 40 } },
      { path: 'message', message: 'Something new' },
      { path: 'status', message: 'not a field of the form' },
    ]);
    const set: Record<string, string> = {};
    const form = {
      fields: ['email', 'phone', 'message'],
      setError: (field: string, error: { message: string }) => void (set[field] = error.message),
      words: () => Promise.resolve(contactRules.words),
    };
    expect(await formFailure(refused, form, 'fallback', 'th')).toBe('fallback');
    expect(set).toEqual({ email: 'กรุณากรอกอีเมลให้ถูกต้อง', phone: 'กรุณากรอกไม่เกิน 40 ตัวอักษร', message: 'Something new' });
  });

  it("says the server's rate limit from its code: English as the server wrote it, Thai with its minutes and the agency's address", async () => {
    const form = {
      fields: [],
      setError: () => expect.unreachable('a 429 has no field issues'),
      words: () => Promise.resolve({}),
    };
    for (const seconds of [60, 600]) {
      const limited = await refusalOf(formRateLimited(seconds));
      expect(await formFailure(limited, form, 'fallback', 'en')).toBe(limited.serverMessage);
      expect(await formFailure(limited, form, 'fallback', 'th')).toBe(
        `คุณส่งข้อความหลายครั้งในเวลาอันสั้น กรุณาลองใหม่อีกครั้งในอีก ${seconds / 60} นาที หรืออีเมลหาเราที่ bookings@siamhunks.example`,
      );
    }
    expect(await formFailure(new ApiError(429, '429: …', 'Slow down'), form, 'fallback', 'th')).toBe('Slow down');
    expect(await formFailure(new ApiError(500, '500: …', 'Oops'), form, 'fallback', 'th')).toBe('fallback');
  });
});
