// Statistiche's partner chart adds each partner's months up; a source is named in the reader's language.
import { describe, expect, it } from 'vitest';
import { partnerTotals, sourceName } from './source-figures';

const month = (month: string, partnerId: string, visits: number, bookings: number, paidBookings: number, commission: number) => ({
  month,
  partnerId,
  name: partnerId === 'a' ? 'Alpha Hotel' : 'Beta Villa',
  code: partnerId.toUpperCase().repeat(3),
  visits,
  bookings,
  paidBookings,
  commission,
});

describe('partnerTotals', () => {
  it("adds each partner's months and puts the largest commission first", () => {
    const rows = [month('2031-01', 'a', 5, 1, 0, 0), month('2031-01', 'b', 9, 2, 1, 700), month('2031-02', 'a', 3, 2, 2, 1500)];
    expect(partnerTotals(rows)).toEqual([
      { partnerId: 'a', name: 'Alpha Hotel', code: 'AAA', visits: 8, bookings: 3, paidBookings: 2, commission: 1500 },
      { partnerId: 'b', name: 'Beta Villa', code: 'BBB', visits: 9, bookings: 2, paidBookings: 1, commission: 700 },
    ]);
    // The rows given are not changed.
    expect(rows[0]!.visits).toBe(5);
  });
});

describe('sourceName', () => {
  it('names no source and a partner link in the panel language, any other source as it is', () => {
    expect(sourceName('direct', 'it')).toBe('Diretto (nessuna fonte)');
    expect(sourceName('direct', 'th')).toBe('เข้าตรง (ไม่มีแหล่งที่มา)');
    expect(sourceName('partner:HOTEL-1', 'en')).toBe('Partner HOTEL-1');
    expect(sourceName('google.com', 'th')).toBe('google.com');
  });
});
