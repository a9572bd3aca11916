import { describe, expect, it } from 'vitest';
import { portalTimeOffProblem, timeOffBody, timeOffText, type TimeOffFields } from './time-off-form';

const fields = (over: Partial<TimeOffFields>): TimeOffFields => ({
  kind: 'days',
  from: '',
  to: '',
  startTime: '',
  endTime: '',
  note: '',
  ...over,
});

describe('the Giorni liberi form rule', () => {
  it('turns whole days into Bangkok midnights, the last day included', () => {
    expect(timeOffBody(fields({ from: '2026-12-24' }))).toEqual({
      body: { startsAt: '2026-12-24T00:00:00+07:00', endsAt: '2026-12-25T00:00:00+07:00' },
    });
    expect(timeOffBody(fields({ from: '2026-12-31', to: '2027-01-02', note: '  Holiday ' }))).toEqual({
      body: { startsAt: '2026-12-31T00:00:00+07:00', endsAt: '2027-01-03T00:00:00+07:00', note: 'Holiday' },
    });
  });

  it('turns hours into a range, ending the next day when the end is not after the start', () => {
    expect(timeOffBody(fields({ kind: 'hours', from: '2026-12-24', startTime: '18:00', endTime: '22:30' }))).toEqual({
      body: { startsAt: '2026-12-24T18:00:00+07:00', endsAt: '2026-12-24T22:30:00+07:00' },
    });
    expect(timeOffBody(fields({ kind: 'hours', from: '2026-12-31', startTime: '22:00', endTime: '02:00' }))).toEqual({
      body: { startsAt: '2026-12-31T22:00:00+07:00', endsAt: '2027-01-01T02:00:00+07:00' },
    });
  });

  it.each([
    [fields({}), 'firstDay'],
    [fields({ from: '2026-02-30' }), 'firstDay'],
    [fields({ from: '2026-12-24', to: '2026-02-30' }), 'lastDay'],
    [fields({ from: '2026-12-24', to: '2026-12-23' }), 'lastBeforeFirst'],
    [fields({ kind: 'hours' }), 'day'],
    [fields({ kind: 'hours', from: '2026-12-24', startTime: '18:00' }), 'times'],
    [fields({ kind: 'hours', from: '2026-12-24', startTime: '10:00', endTime: '10:00' }), 'sameTimes'],
  ])('refuses incomplete fields %#', (input, problem) => {
    expect(timeOffBody(input)).toEqual({ problem });
  });

  it("tells a performer in the portal's English", () => {
    expect(portalTimeOffProblem('lastBeforeFirst', 'en')).toBe('The last day cannot be before the first');
    expect(portalTimeOffProblem('firstDay', 'en')).toBe('Choose the first day');
    expect(portalTimeOffProblem('sameTimes', 'en')).toBe(
      'The end time must differ from the start time (for whole days, choose Whole days)',
    );
  });

  it("tells a performer in the portal's Thai, and shows his days off in Thai dates", () => {
    expect(portalTimeOffProblem('lastBeforeFirst', 'th')).toBe('วันสุดท้ายต้องไม่อยู่ก่อนวันแรก');
    expect(timeOffText('2026-12-23T17:00:00.000Z', '2026-12-25T17:00:00.000Z', 'th')).toBe(
      'วันพฤหัสบดีที่ 24 ธันวาคม 2569 – วันศุกร์ที่ 25 ธันวาคม 2569',
    );
  });
});

describe('a stored time off, shown as it was chosen', () => {
  it('names whole days by their first and last day, hours by their day and times', () => {
    const shown = (f: Partial<TimeOffFields>) => {
      const result = timeOffBody(fields(f));
      if (!('body' in result)) throw new Error(result.problem);
      return timeOffText(new Date(result.body.startsAt).toISOString(), new Date(result.body.endsAt).toISOString());
    };
    expect(shown({ from: '2026-12-24', to: '2026-12-25' })).toBe('Thu 24 Dec 2026 – Fri 25 Dec 2026');
    expect(shown({ from: '2026-12-24' })).toBe('Thu 24 Dec 2026');
    expect(shown({ kind: 'hours', from: '2026-12-24', startTime: '18:00', endTime: '22:30' })).toBe('Thu 24 Dec 2026, 18:00–22:30');
    expect(shown({ kind: 'hours', from: '2026-12-31', startTime: '22:00', endTime: '02:00' })).toBe(
      'Thu 31 Dec 2026, 22:00–Fri 1 Jan 2027, 02:00',
    );
  });
});
