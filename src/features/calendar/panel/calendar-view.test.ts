import { describe, expect, it } from 'vitest';
import {
  continuedHours,
  dayLabel,
  rangeLabel,
  showTimes,
  slotAtHour,
  step,
  timeOffOnDay,
  timesOnDay,
  visibleDays,
  weekStart,
} from './calendar-view';

describe('calendar view rules', () => {
  it('starts weeks on Monday and steps by a day or a week', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(visibleDays('week', '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(visibleDays('day', '2026-12-31')).toEqual(['2026-12-31']);
    expect(step('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('week', '2026-03-01', -1)).toBe('2026-02-22');
  });

  it('shows a month as whole weeks (at most 42 days, the calendar API limit) and steps by a month', () => {
    const november = visibleDays('month', '2026-11-18');
    expect([november[0], november.at(-1), november.length]).toEqual(['2026-10-26', '2026-12-06', 42]);
    const february = visibleDays('month', '2027-02-10');
    expect([february[0], february.at(-1), february.length]).toEqual(['2027-02-01', '2027-02-28', 28]);
    expect(step('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(rangeLabel('month', '2026-11-18', 'it')).toBe('novembre 2026');
  });

  it('writes British dates and 24-hour times', () => {
    expect(dayLabel('2026-11-23', 'it')).toBe('Lunedì 23/11/2026');
    expect(rangeLabel('week', '2026-11-25', 'it')).toBe('Settimana 23/11/2026 – 29/11/2026');
    expect(showTimes('21:30', 90, 'it')).toBe('21:30–23:00');
    expect(showTimes('23:30', 120, 'it')).toBe('23:30–01:30 (giorno dopo)');
  });

  it('shows a show past midnight on both days', () => {
    const late = { eventDate: '2026-11-23', eventTime: '23:30', duration: 120 };
    expect(timesOnDay(late, '2026-11-23', 'it')).toBe('23:30–01:30 (giorno dopo)');
    expect(timesOnDay(late, '2026-11-24', 'it')).toBe('fino alle 01:30 (dalle 23:30 del giorno prima)');
    expect(timesOnDay(late, '2026-11-25', 'it')).toBeUndefined();
    expect(timesOnDay({ eventDate: '2026-11-23', eventTime: '22:00', duration: 120 }, '2026-11-24', 'it')).toBeUndefined();
  });

  it("says days, months, weeks and times in the reader's language: month and weekday names from Intl", () => {
    expect(rangeLabel('month', '2026-11-18', 'en')).toBe('November 2026');
    expect(rangeLabel('month', '2026-11-18', 'th')).toBe('พฤศจิกายน 2569');
    expect(dayLabel('2026-11-23', 'en')).toBe('Monday 23/11/2026');
    expect(dayLabel('2026-11-23', 'th')).toBe('วันจันทร์ 23/11/2569');
    expect(rangeLabel('week', '2026-11-25', 'en')).toBe('Week 23/11/2026 – 29/11/2026');
    expect(rangeLabel('week', '2026-11-25', 'th')).toBe('สัปดาห์ 23/11/2569 – 29/11/2569');
    const late = { eventDate: '2026-11-23', eventTime: '23:30', duration: 120 };
    expect(timesOnDay(late, '2026-11-23', 'en')).toBe('23:30–01:30 (next day)');
    expect(timesOnDay(late, '2026-11-24', 'en')).toBe('until 01:30 (from 23:30 the day before)');
    expect(timesOnDay(late, '2026-11-24', 'th')).toBe('ถึง 01:30 (ตั้งแต่ 23:30 ของวันก่อน)');
    const wholeDay = { startsAt: '2026-11-22T17:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' };
    expect(timeOffOnDay(wholeDay, '2026-11-23', 'en')).toBe('All day');
    expect(timeOffOnDay(wholeDay, '2026-11-23', 'th')).toBe('ทั้งวัน');
  });

  it('moves a booking dropped on an hour of a day to that day and hour, keeping its minutes', () => {
    expect(slotAtHour('20:30', '2026-11-26', 22)).toEqual({ eventDate: '2026-11-26', eventTime: '22:30' });
    expect(slotAtHour('23:45', '2026-11-24', 0)).toEqual({ eventDate: '2026-11-24', eventTime: '00:45' });
    expect(slotAtHour('9:05', '2026-11-23', 7)).toEqual({ eventDate: '2026-11-23', eventTime: '07:05' });
  });

  it('clips time off to the Bangkok day', () => {
    const wholeDay = { startsAt: '2026-11-22T17:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' }; // 23/11 00:00–24:00 Bangkok
    expect(timeOffOnDay(wholeDay, '2026-11-23', 'it')).toBe('Tutto il giorno');
    expect(timeOffOnDay(wholeDay, '2026-11-24', 'it')).toBeUndefined();
    expect(timeOffOnDay(wholeDay, '2026-11-22', 'it')).toBeUndefined();
    const evening = { startsAt: '2026-11-23T11:00:00.000Z', endsAt: '2026-11-24T02:00:00.000Z' }; // 18:00 to 09:00 next day
    expect(timeOffOnDay(evening, '2026-11-23', 'it')).toBe('18:00–24:00');
    expect(timeOffOnDay(evening, '2026-11-24', 'it')).toBe('00:00–09:00');
  });

  it('marks the hours a show fills after its first as taken: 06:50–08:50 fills 07:00 and 08:00', () => {
    expect(continuedHours({ eventDate: '2026-11-23', eventTime: '06:50', duration: 120 }, '2026-11-23')).toEqual([7, 8]);
    expect(continuedHours({ eventDate: '2026-11-23', eventTime: '20:00', duration: 120 }, '2026-11-23')).toEqual([21]);
    expect(continuedHours({ eventDate: '2026-11-23', eventTime: '20:30', duration: 30 }, '2026-11-23')).toEqual([]);
    // Past midnight: the rest of the evening, then the next day's early hours (00 holds it as its first).
    const late = { eventDate: '2026-11-23', eventTime: '22:30', duration: 240 };
    expect(continuedHours(late, '2026-11-23')).toEqual([23]);
    expect(continuedHours(late, '2026-11-24')).toEqual([1, 2]);
    expect(continuedHours(late, '2026-11-25')).toEqual([]);
  });
});
