// The portal's words in its two languages: English keeps the server's and today's wording, Thai says them from the catalogue.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { localizePath } from '@/lib/i18n';
import { nightRefusal } from '@/features/night-status/night-rules';
import { refuse } from '@/lib/server/http';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { refusalOf } from '@test/refusal';
import { portalCash, portalDuration, portalEventTime, portalProblem } from './portal-words';
import { performerStatusLabel } from '@/features/booking-life/status-labels';

const HOUR = 3_600_000;

describe('the portal in English and Thai', () => {
  it('keeps its pages in the portal in either language (the header choice)', () => {
    expect(localizePath('/me', 'th')).toBe('/th/me');
    expect(localizePath('/th/performer-login', 'en')).toBe('/performer-login');
  });

  it("says a refusal from its code: the server's English as it is, Thai from the catalogue", async () => {
    const signedOut = await refusalOf(refuse(401, { code: 'performer_sign_in_needed', params: {} }));
    expect(portalProblem(signedOut, 'en')).toBe('Please sign in with the link we e-mailed you');
    expect(portalProblem(signedOut, 'th')).toBe('โปรดเข้าสู่ระบบด้วยลิงก์ที่เราส่งให้ทางอีเมล');
    const closed = await refusalOf(refuse(409, { code: 'answer_closed', params: {} }));
    expect(portalProblem(closed, 'th')).toBe('งานนี้ตอบไม่ได้แล้ว');
    const early = nightRefusal({ status: 'confirmed', answer: null, start: 100 * HOUR, end: 102 * HOUR }, 0)!;
    const night = await refusalOf(refuse(409, early));
    expect(portalProblem(night, 'en')).toBe('You can say this from 12 hours before the start until 12 hours after the end');
    expect(portalProblem(night, 'th')).toBe('คุณแจ้งสถานะนี้ได้ตั้งแต่ 12 ชั่วโมงก่อนเริ่มงาน จนถึง 12 ชั่วโมงหลังจบงาน');
    const tooMany = await refusalOf(tooManyRequests(300));
    expect(portalProblem(tooMany, 'th')).toBe('มีคำขอจากคุณบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 5 นาที');
    expect(portalProblem(new ApiError(400, 'x', 'Something uncoded'), 'th')).toBe('Something uncoded');
    expect(portalProblem(new ApiError(503, 'x', 'Busy'), 'th')).toBe('เกิดข้อผิดพลาด โปรดลองอีกครั้ง');
    expect(portalProblem(new NetworkError(new Error('offline')), 'th')).toBe('เกิดข้อผิดพลาด โปรดลองอีกครั้ง');
    expect(portalProblem(new NetworkError(new Error('offline')), 'en')).toBe('Something went wrong. Please try again.');
  });

  it('says statuses, lengths and dates in Thai (Buddhist Era) and keeps the English ones', () => {
    expect(performerStatusLabel('pending', 'en')).toBe('Waiting for the agency to confirm');
    expect(performerStatusLabel('confirmed', 'th')).toBe('ยืนยันแล้ว');
    expect(portalDuration(90, 'en')).toBe('1.5 hours');
    expect(portalDuration(90, 'th')).toBe('1.5 ชั่วโมง');
    expect(portalEventTime('2026-12-25', '21:30', 'en')).toBe('25/12/2026, 21:30');
    expect(portalEventTime('2026-12-25', '21:30', 'th')).toBe('วันศุกร์ที่ 25 ธันวาคม 2569, 21:30');
  });

  it('says who collects the cash: him for the whole booking, another performer, or the amount alone', () => {
    const others = { cashAmount: 12_600, otherPerformers: ['Ryan'] };
    expect(portalCash({ ...others, cashCollectedBy: null }, 'en')).toBe('฿12,600: you collect it for the whole booking');
    expect(portalCash({ ...others, cashCollectedBy: 'Marco' }, 'en')).toBe('฿12,600 for the whole booking: Marco collects it, not you');
    expect(portalCash({ ...others, cashCollectedBy: 'Marco' }, 'th')).toBe('฿12,600 สำหรับการจองทั้งหมด: Marco เป็นผู้เก็บ ไม่ใช่คุณ');
    expect(portalCash({ cashAmount: 12_600, otherPerformers: [], cashCollectedBy: null }, 'en')).toBe('฿12,600');
    expect(portalCash({ ...others, cashAmount: 0, cashCollectedBy: 'Marco' }, 'th')).toBe('ไม่มี (ชำระล่วงหน้าแล้ว)');
  });
});
