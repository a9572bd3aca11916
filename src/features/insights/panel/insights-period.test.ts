import { describe, expect, it } from 'vitest';
import { bucketLabel, customPeriodProblem, presetPeriod } from './insights-period';

describe('the Statistiche period presets', () => {
  it('makes whole months and years, and the last N days ending today', () => {
    expect(presetPeriod('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('last30', '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetPeriod('last90', '2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('refuses a custom period the server would refuse', () => {
    expect(customPeriodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(customPeriodProblem({ from: '2026-02-01', to: '2026-01-31' })?.({}, { locale: 'it' })).toMatch(/prima/);
    expect(customPeriodProblem({ from: '2026-01-01', to: '2027-01-02' })?.({}, { locale: 'en' })).toBe(
      'The period can last at most 366 days.',
    );
    expect(customPeriodProblem({ from: '', to: '2026-01-01' })?.({}, { locale: 'it' })).toMatch(/Scegli/);
  });

  it('labels weeks by their Monday and months by name', () => {
    expect(bucketLabel('2030-06-03')).toBe('3 giu');
    expect(bucketLabel('2030-06')).toBe('giu 2030');
  });
});
