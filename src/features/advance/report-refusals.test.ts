// The report island's rarer refusals (loaded when one is answered) said from their codes, in Thai as the page reads.
import { describe, expect, it } from 'vitest';
import { sayCode } from '@/lib/say-refusal';
import { LATE_REPORT_ERRORS } from './report-refusals';

const lateReportMessage = (answer: { code: string; params: object }, locale: 'en' | 'th') => sayCode(answer, LATE_REPORT_ERRORS, locale);

describe("the report's rarer refusals", () => {
  it('says a settled advance with its status in the Thai label, and a refused slip photo in Thai', () => {
    expect(lateReportMessage({ code: 'advance_nothing_to_report', params: { status: 'received' } }, 'th')).toBe(
      'ได้รับมัดจำแล้ว: ไม่ต้องแจ้งชำระอีก',
    );
    expect(lateReportMessage({ code: 'advance_nothing_to_report', params: { status: 'refunded' } }, 'en')).toBe(
      'Advance refunded: there is nothing more to report.',
    );
    expect(lateReportMessage({ code: 'photo_too_many_pixels', params: { megapixels: 12 } }, 'th')).toBe(
      'รูปมีขนาดใหญ่เกินไป (ไม่เกิน 12 ล้านพิกเซล)',
    );
    expect(lateReportMessage({ code: 'storage_unavailable', params: {} }, 'th')).toBe('ระบบการจองขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');
    expect(lateReportMessage({ code: 'performer_booked', params: { name: 'Ryan', date: '2026-03-14' } }, 'th')).toBeUndefined();
  });
});
