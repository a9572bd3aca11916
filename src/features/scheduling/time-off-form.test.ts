import { describe, expect, it } from 'vitest';
import { timeOffBody, timeOffText, type TimeOffFields } from './time-off-form';

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
    [fields({}), 'Scegli il primo giorno'],
    [fields({ from: '2026-02-30' }), 'Scegli il primo giorno'],
    [fields({ from: '2026-12-24', to: '2026-12-23' }), 'L’ultimo giorno non può precedere il primo'],
    [fields({ kind: 'hours' }), 'Scegli il giorno'],
    [fields({ kind: 'hours', from: '2026-12-24', startTime: '18:00' }), 'Scegli l’ora di inizio e di fine'],
    [
      fields({ kind: 'hours', from: '2026-12-24', startTime: '10:00', endTime: '10:00' }),
      'L’ora di fine deve essere diversa da quella di inizio (per giorni interi, scegli Giorni interi)',
    ],
  ])('refuses incomplete fields %#', (input, error) => {
    expect(timeOffBody(input)).toEqual({ error });
  });

  it("tells a performer in the portal's English", () => {
    expect(timeOffBody(fields({ from: '2026-12-24', to: '2026-12-23' }), 'performer')).toEqual({
      error: 'The last day cannot be before the first',
    });
    expect(timeOffBody(fields({}), 'performer')).toEqual({ error: 'Choose the first day' });
    expect(timeOffBody(fields({ kind: 'hours', from: '2026-12-24', startTime: '10:00', endTime: '10:00' }), 'performer')).toEqual({
      error: 'The end time must differ from the start time (for whole days, choose Whole days)',
    });
  });

  it("tells a performer in the portal's Thai, and shows his days off in Thai dates", () => {
    expect(timeOffBody(fields({ from: '2026-12-24', to: '2026-12-23' }), 'performer', 'th')).toEqual({
      error: 'วันสุดท้ายต้องไม่อยู่ก่อนวันแรก',
    });
    expect(timeOffText('2026-12-23T17:00:00.000Z', '2026-12-25T17:00:00.000Z', 'th')).toBe(
      'วันพฤหัสบดีที่ 24 ธันวาคม 2569 – วันศุกร์ที่ 25 ธันวาคม 2569',
    );
  });
});

describe('a stored time off, shown as it was chosen', () => {
  it('names whole days by their first and last day, hours by their day and times', () => {
    const shown = (f: Partial<TimeOffFields>) => {
      const result = timeOffBody(fields(f));
      if (!('body' in result)) throw new Error(result.error);
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
