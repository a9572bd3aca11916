// The portal's words in its two languages: English keeps the server's and today's wording, Thai says them from the catalogue.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { localizePath } from '@/lib/i18n';
import { portalDuration, portalEventTime, portalProblem, statusWord } from './portal-words';

describe('the portal in English and Thai', () => {
  it('keeps its pages in the portal in either language (the header choice)', () => {
    expect(localizePath('/me', 'th')).toBe('/th/me');
    expect(localizePath('/th/performer-login', 'en')).toBe('/performer-login');
  });

  it('says a refusal in English as the server wrote it, in Thai from the catalogue by its status or code', () => {
    const signedOut = new ApiError(401, 'x', 'Please sign in with the link we e-mailed you');
    expect(portalProblem(signedOut, 'en')).toBe('Please sign in with the link we e-mailed you');
    expect(portalProblem(signedOut, 'th')).toBe('โปรดเข้าสู่ระบบด้วยลิงก์ที่เราส่งให้ทางอีเมล');
    const tooMany = new ApiError(429, 'x', 'Too many requests.', [], { code: 'too_many_requests', params: { minutes: 5 } });
    expect(portalProblem(tooMany, 'th')).not.toBe('Too many requests.');
    expect(portalProblem(new NetworkError(new Error('offline')), 'th')).toBe('เกิดข้อผิดพลาด โปรดลองอีกครั้ง');
    expect(portalProblem(new NetworkError(new Error('offline')), 'en')).toBe('Something went wrong. Please try again.');
  });

  it('says statuses, lengths and dates in Thai (Buddhist Era) and keeps the English ones', () => {
    expect(statusWord('pending', 'en')).toBe('Waiting for the agency to confirm');
    expect(statusWord('confirmed', 'th')).toBe('ยืนยันแล้ว');
    expect(portalDuration(90, 'en')).toBe('1.5 hours');
    expect(portalDuration(90, 'th')).toBe('1.5 ชั่วโมง');
    expect(portalEventTime('2026-12-25', '21:30', 'en')).toBe('25/12/2026, 21:30');
    expect(portalEventTime('2026-12-25', '21:30', 'th')).toBe('วันศุกร์ที่ 25 ธันวาคม 2569, 21:30');
  });
});
