import { describe, expect, it } from 'vitest';
import { formatAgencyDay, formatDate, formatDateTime, formatDurationHours, formatEventDateTime } from './dates';
import { formatEventDate } from './event-time';

describe('date formatting (Asia/Bangkok, 24-hour; British order in English)', () => {
  it('shows an instant in Bangkok time whatever the zone of the machine', () => {
    // 14:30 UTC is 21:30 in Bangkok (UTC+7, no daylight saving).
    expect(formatDateTime('2025-12-25T14:30:00Z', 'en')).toBe('25/12/2025, 21:30');
    expect(formatDateTime(Date.UTC(2025, 0, 2, 3, 4), 'en')).toBe('02/01/2025, 10:04');
  });

  it('rolls the calendar date over at Bangkok midnight, not UTC midnight', () => {
    expect(formatDate('2025-03-31T17:30:00Z', 'en')).toBe('01/04/2025');
    expect(formatDateTime('2025-03-31T17:30:00Z', 'en')).toBe('01/04/2025, 00:30');
  });

  it('uses the 24-hour clock', () => {
    expect(formatDateTime('2025-06-01T16:05:00+07:00', 'en')).toBe('01/06/2025, 16:05');
    expect(formatDateTime('2025-06-01T00:00:00+07:00', 'en')).toBe('01/06/2025, 00:00');
  });

  it('keeps an event date and time as booked (already Bangkok local)', () => {
    expect(formatEventDateTime('2025-12-31', '23:45', 'en')).toBe('31/12/2025, 23:45');
    expect(formatEventDateTime('2025-07-04', '9:05', 'en')).toBe('04/07/2025, 09:05');
    expect(formatEventDateTime('2025-07-04', '', 'en')).toBe('04/07/2025');
    expect(formatEventDateTime('soon', '20:00', 'en')).toBe('soon 20:00');
  });

  it('answers a dash for an unreadable instant', () => {
    expect(formatDateTime('not a date', 'en')).toBe('—');
    expect(formatDate(Number.NaN, 'en')).toBe('—');
  });

  it("writes each in the reader's panel language, always Bangkok's zone and the 24-hour clock; Thai in the Buddhist Era", () => {
    // 17:05 UTC on 31 December is 00:05 on 1 January in Bangkok.
    const instant = '2025-12-31T17:05:00Z';
    const cases = [
      ['it', '01/01/2026, 00:05', '01/01/2026', '31/12/2025, 23:45', '04/07/2025'],
      ['en', '01/01/2026, 00:05', '01/01/2026', '31/12/2025, 23:45', '04/07/2025'],
      ['th', '01/01/2569 00:05', '01/01/2569', '31/12/2568 23:45', '04/07/2568'],
    ] as const;
    for (const [locale, dateTime, date, event, eventDay] of cases) {
      expect([
        formatDateTime(instant, locale),
        formatDate(instant, locale),
        formatEventDateTime('2025-12-31', '23:45', locale),
        formatEventDateTime('2025-07-04', null, locale),
      ]).toEqual([dateTime, date, event, eventDay]);
    }
    // Each language says an hour past noon on the 24-hour clock, with no AM/PM word of its own.
    for (const locale of ['it', 'en', 'th'] as const) expect(formatDateTime('2025-06-01T16:05:00+07:00', locale)).toMatch(/\b16:05$/);
  });

  it('shows durations in hours', () => {
    expect(formatDurationHours(60)).toBe('1 hour');
    expect(formatDurationHours(90)).toBe('1.5 hours');
    expect(formatDurationHours(135)).toBe('2.25 hours');
    expect(formatDurationHours(120)).toBe('2 hours');
  });

  it('writes an event day in Italian for the agency, as that calendar day (no zone shift)', () => {
    expect(formatAgencyDay('2026-12-12')).toBe('sab 12 dic 2026');
    expect(formatAgencyDay('2030-07-15')).toBe('lun 15 lug 2030');
    expect(formatAgencyDay('soon')).toBe('soon');
  });
});

describe('formatEventDate', () => {
  it('says a date in running text in the reader’s language: Thai with the Buddhist Era year', () => {
    expect(formatEventDate('2026-03-14', 'en')).toBe('Saturday, 14 March 2026');
    expect(formatEventDate('2026-03-14', 'th')).toBe('วันเสาร์ที่ 14 มีนาคม 2569');
  });
});
