import { describe, expect, it } from 'vitest';
import { BookingConflictError } from '@/features/availability/availability.server';
import { refuse } from '@/lib/server/http';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { refusalOf } from '@test/refusal';
import { dashboardFailure } from './dashboard-refusal';

describe("the dashboard's refusals", () => {
  it("says the dashboard's refusals from their code: the server's English as it is, Thai from the catalogue", async () => {
    const notPending = await refusalOf(refuse(409, { code: 'booking_not_pending', params: {} }));
    expect(await dashboardFailure(notPending, 'en', 'fallback')).toBe('Only pending bookings can be changed');
    expect(await dashboardFailure(notPending, 'th', 'fallback')).toBe('แก้ไขได้เฉพาะการจองที่รอยืนยันเท่านั้น');
    const badLink = await refusalOf(refuse(400, { code: 'sign_in_link_invalid', params: {} }));
    expect(await dashboardFailure(badLink, 'th', 'fallback')).toBe('ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้ ถูกใช้ไปแล้ว หรือหมดอายุ กรุณาขอลิงก์ใหม่');
  });

  it("says a change's clash with a performer and the sign-in limit in Thai, with their figures", async () => {
    const clash = await refusalOf(new BookingConflictError({ performerId: 'p1', name: 'Ryan', eventDate: '2026-03-14', kind: 'booked' }));
    expect(await dashboardFailure(clash, 'th', 'fallback')).toMatch(/^Ryan ติดงานอื่นในช่วงเวลาที่ทับซ้อนกันในวันเสาร์ที่ 14 มีนาคม 2569 /);
    expect(await dashboardFailure(await refusalOf(tooManyRequests(600)), 'th', 'fallback')).toBe(
      'มีคำขอจากคุณบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 10 นาที',
    );
  });

  it("says the server's 503 (storage that cannot be written) in Thai, not in its English", async () => {
    const unavailable = await refusalOf(refuse(503, { code: 'storage_unavailable', params: {} }));
    expect(await dashboardFailure(unavailable, 'th', 'fallback')).toBe('ระบบการจองขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');
  });
});

describe('dashboardFailure', () => {
  it("loads the words of a refusal and says it in the Thai reader's language; anything else is the fallback", async () => {
    const missing = await refusalOf(refuse(404, { code: 'booking_not_found', params: {} }));
    expect(await dashboardFailure(missing, 'th', 'ลองใหม่')).toBe('ไม่พบการจองนี้');
    expect(await dashboardFailure(new TypeError('Failed to fetch'), 'th', 'ลองใหม่')).toBe('ลองใหม่');
  });
});
