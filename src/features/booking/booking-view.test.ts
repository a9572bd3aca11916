import { describe, expect, it } from 'vitest';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import { cityLabel, optionLabel, serviceTitles } from './booking-view';

describe('the labels customers chose', () => {
  it('turns stored keys into the booking form labels', () => {
    expect(optionLabel(VENUE_TYPES, 'hotel')).toBe('Hotel Suite');
    expect(optionLabel(SOUND_SYSTEM, 'yes')).toBe('Yes');
    expect(optionLabel(OCCASIONS, 'hens')).toBe('Hens Party');
    expect(optionLabel(OCCASIONS, null, '—')).toBe('—');
    expect(optionLabel(OCCASIONS, 'legacy text')).toBe('legacy text');
  });

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
