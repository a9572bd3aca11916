// Bangkok's date and time of day, read with one fixed offset, agree with the time-zone database's Asia/Bangkok at every
// quarter hour of two years, across both sides of midnight.
import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@/lib/dates';
import { timeInBangkok, todayInBangkok } from '@/lib/event-time';

const zoneDate = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const zoneTime = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe("Bangkok's calendar", () => {
  it('says the same day and time as the time-zone database', () => {
    const start = Date.UTC(2025, 11, 31, 16, 59);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 15 * 60_000 + 1_000) {
      const now = new Date(t);
      if (todayInBangkok(now) !== zoneDate.format(now) || timeInBangkok(now) !== zoneTime.format(now))
        expect({ day: todayInBangkok(now), time: timeInBangkok(now) }).toEqual({ day: zoneDate.format(now), time: zoneTime.format(now) });
    }
    expect(todayInBangkok(new Date(Date.UTC(2026, 0, 1, 16, 59)))).toBe('2026-01-01');
    expect(todayInBangkok(new Date(Date.UTC(2026, 0, 1, 17, 0)))).toBe('2026-01-02');
    expect(timeInBangkok(new Date(Date.UTC(2026, 0, 1, 17, 0)))).toBe('00:00');
  });
});
