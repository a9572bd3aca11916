import { describe, expect, it } from 'vitest';
import { translateContactError } from '@/features/contact/contact-errors';
import { contactFormSchema } from '@/features/contact/contact.schema';
import { translateApplicationError } from '@/features/join/join-errors';
import { applicationSchema } from '@/features/join/application.schema';
import { formRateLimited } from '@/lib/server/public-form';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@test/refusal';
import { formFailure } from './server-issues';

/** Every message a schema gives for `body`. */
const messagesOf = (schema: typeof contactFormSchema | typeof applicationSchema, body: unknown) => {
  const result = schema.safeParse(body);
  return [...new Set(result.error?.issues.map((issue) => issue.message) ?? [])];
};

describe('public form messages in Thai', () => {
  it('knows every message the contact and application rules give, and keeps English as it is', () => {
    const contact = messagesOf(contactFormSchema, { email: 'x@', privacy: false, firstName: 'a'.repeat(101) });
    const application = [
      ...messagesOf(applicationSchema, { name: 'A', stageName: '', email: '', age: 'x', interestedIn: [] }),
      ...messagesOf(applicationSchema, { age: '12', interestedIn: ['Other'] }),
      ...messagesOf(applicationSchema, { age: '120' }),
    ];
    expect(contact.length).toBeGreaterThan(4);
    expect(application.length).toBeGreaterThan(6);
    for (const message of contact) {
      expect(translateContactError(message, 'en')).toBe(message);
      expect(translateContactError(message, 'th'), message).not.toBe(message);
    }
    for (const message of application) expect(translateApplicationError(message, 'th'), message).not.toBe(message);
    expect(translateApplicationError('You must be at least 18 years old to apply', 'th')).toBe('ผู้สมัครต้องมีอายุอย่างน้อย 18 ปี');
  });

  it("says the server's rate limit from its code: English as the server wrote it, Thai with its minutes and the agency's address", async () => {
    const noField = () => expect.unreachable('a 429 has no field issues');
    for (const seconds of [60, 600]) {
      const limited = await refusalOf(formRateLimited(seconds));
      expect(await formFailure(limited, [], noField, 'fallback', 'en')).toBe(limited.serverMessage);
      expect(await formFailure(limited, [], noField, 'fallback', 'th')).toBe(
        `คุณส่งข้อความหลายครั้งในเวลาอันสั้น กรุณาลองใหม่อีกครั้งในอีก ${seconds / 60} นาที หรืออีเมลหาเราที่ bookings@siamhunks.example`,
      );
    }
    expect(await formFailure(new ApiError(429, '429: …', 'Slow down'), [], noField, 'fallback', 'th')).toBe('Slow down');
    expect(await formFailure(new ApiError(500, '500: …', 'Oops'), [], noField, 'fallback', 'th')).toBe('fallback');
  });
});
