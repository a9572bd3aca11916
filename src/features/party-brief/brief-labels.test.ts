// Booking Details' party brief line in Italian: the answers, "Brief mancante", or where the link stands.
import { describe, expect, it } from 'vitest';
import { agencyBriefLine, performerBriefRows } from './brief-labels';

const written = {
  guests: 12,
  allAdults: true,
  menPresent: false,
  honoreeFirstName: 'Nina',
  access: 'Cancello 4411',
  music: null,
  theme: 'Oro',
  nightPhone: '+66 89 111 2222',
};

describe('agencyBriefLine', () => {
  it('lists the answers in Italian, leaving out the empty ones', () => {
    expect(agencyBriefLine({ sentAt: '2030-05-25T00:00:00.000Z', written, missing: false })).toBe(
      '12 ospiti · tutti maggiorenni: sì · uomini presenti: no · festeggiato/a: Nina · accesso: Cancello 4411 · tema: Oro · telefono per la serata: +66 89 111 2222',
    );
  });

  it('says "Brief mancante" when missing, else where the link stands', () => {
    expect(agencyBriefLine({ sentAt: '2030-05-25T00:00:00.000Z', written: null, missing: true })).toBe('Brief mancante');
    expect(agencyBriefLine({ sentAt: '2030-05-25T00:00:00.000Z', written: null, missing: false })).toBe(
      'Link inviato, brief non ancora compilato',
    );
    expect(agencyBriefLine({ sentAt: null, written: null, missing: false })).toBe('Link non ancora inviato');
  });
});

describe('performerBriefRows', () => {
  it('lists what the performer sees in English, leaving out the empty answers', () => {
    const { nightPhone: _phone, ...seen } = written;
    expect(performerBriefRows(seen)).toEqual([
      ['Guests', '12'],
      ['All 18+', 'Yes'],
      ['Men present', 'No'],
      ['Honoree', 'Nina'],
      ['Getting in', 'Cancello 4411'],
      ['Theme', 'Oro'],
    ]);
  });

  it('says the labels in Thai on the Thai portal (the answers as written)', () => {
    const { nightPhone: _phone, ...seen } = written;
    expect(performerBriefRows(seen, 'th').slice(0, 3)).toEqual([
      ['จำนวนแขก', '12'],
      ['ทุกคนอายุ 18+', 'ใช่'],
      ['มีผู้ชายอยู่ด้วย', 'ไม่ใช่'],
    ]);
  });
});
