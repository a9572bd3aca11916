import { describe, expect, it } from 'vitest';
import { cityLabel, serviceTitles } from './booking-view';

describe('the labels customers chose', () => {
  it('names cities whatever their case, and keeps other text', () => {
    expect(cityLabel('bangkok')).toBe('Bangkok');
    expect(cityLabel(' PATTAYA ')).toBe('Pattaya');
    expect(cityLabel('Chiang Mai')).toBe('Chiang Mai');
    expect(cityLabel(null, '—')).toBe('—');
  });

  it('lists both services', () => {
    expect(serviceTitles({ services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'double-trouble' } })).toEqual([
      'TOPLESS',
      'DOUBLE TROUBLE',
    ]);
  });
});
