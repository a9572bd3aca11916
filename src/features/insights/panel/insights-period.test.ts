import { describe, expect, it } from 'vitest';
import { bucketLabel, customPeriodProblem, periodDate, presetName, presetPeriod, PRESETS, weekdays } from './insights-period';

describe('the Statistiche period presets', () => {
  it('makes whole months and years, and the last N days ending today', () => {
    expect(presetPeriod('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('last30', '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetPeriod('last90', '2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('names each preset in the reader’s language', () => {
    expect(PRESETS.map((id) => presetName(id, 'it'))).toEqual([
      'Questo mese',
      'Ultimi 7 giorni',
      'Ultimi 30 giorni',
      'Ultimi 90 giorni',
      "Quest'anno",
      'Intervallo personalizzato',
    ]);
    expect(presetName('last7', 'en')).toBe('Last 7 days');
  });

  it('refuses a custom period the server would refuse', () => {
    expect(customPeriodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(customPeriodProblem({ from: '2026-02-01', to: '2026-01-31' })?.({}, { locale: 'it' })).toMatch(/prima/);
    expect(customPeriodProblem({ from: '2026-01-01', to: '2027-01-02' })?.({}, { locale: 'en' })).toBe(
      'The period can last at most 366 days.',
    );
    expect(customPeriodProblem({ from: '', to: '2026-01-01' })?.({}, { locale: 'it' })).toMatch(/Scegli/);
  });
});

describe('the Statistiche dates, in the reader’s language', () => {
  it('labels weeks by their Monday and months by name', () => {
    expect(bucketLabel('2030-06-03', 'it')).toBe('3 giu');
    expect(bucketLabel('2030-06', 'it')).toBe('giu 2030');
    expect(bucketLabel('2030-06-03', 'en')).toBe('3 Jun');
    expect(bucketLabel('2030-06', 'en')).toBe('Jun 2030');
    // Thai: the month's own abbreviation and the Buddhist year.
    expect(bucketLabel('2030-06', 'th')).toBe('มิ.ย. 2573');
  });

  it('writes a day in figures, the last day of a month staying on it whatever the zone', () => {
    expect(periodDate('2035-05-31', 'it')).toBe('31/05/2035');
    expect(periodDate('2035-05-01', 'en')).toBe('01/05/2035');
    expect(periodDate('2035-05-01', 'th')).toBe('01/05/2578');
  });

  it('names the days of the week from Monday', () => {
    expect(weekdays('it', 'long')).toEqual(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
    expect(weekdays('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdays('th', 'long')[0]).toBe('วันจันทร์');
  });
});
