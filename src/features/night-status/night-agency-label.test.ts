// The calendar's words for a performer's status on the night (Bangkok times), in each panel language.
import { describe, expect, it } from 'vitest';
import { agencyNightLabel } from './night-agency-label';

describe('agencyNightLabel', () => {
  it('names each status with its Bangkok time, and nothing before one was said', () => {
    expect(agencyNightLabel({ status: 'on-my-way', at: '2030-05-01T12:40:00.000Z', etaMinutes: 20 }, 'it')).toBe(
      'in arrivo, ~20 min (dalle 19:40)',
    );
    expect(agencyNightLabel({ status: 'arrived', at: '2030-05-01T13:02:00.000Z', etaMinutes: null }, 'it')).toBe('arrivato alle 20:02');
    expect(agencyNightLabel({ status: 'finished', at: '2030-05-01T14:10:00.000Z', etaMinutes: null }, 'it')).toBe('finito alle 21:10');
    expect(agencyNightLabel({ status: null, at: null, etaMinutes: null }, 'it')).toBeNull();
  });

  it("speaks the reader's language: English and Thai", () => {
    const onTheWay = { status: 'on-my-way', at: '2030-05-01T12:40:00.000Z', etaMinutes: null } as const;
    expect(agencyNightLabel(onTheWay, 'en')).toBe('on his way, ~? min (since 19:40)');
    expect(agencyNightLabel({ status: 'arrived', at: '2030-05-01T13:02:00.000Z', etaMinutes: null }, 'en')).toBe('arrived at 20:02');
    expect(agencyNightLabel({ status: 'finished', at: '2030-05-01T14:10:00.000Z', etaMinutes: null }, 'th')).toBe('เสร็จเวลา 21:10');
  });
});
