// The first step's words come from the server with {name} marks filled in the browser: filled, each must read
// exactly as the catalogue says it, in English and Thai; the extra time's lines are the summary's.
import { describe, expect, it } from 'vitest';
import { m } from '@/paraglide/messages';
import { customerWords } from '@/features/booking/summary-words';
import { extraTimeLines } from '@/features/booking/extra-time-lines';
import { bookingWords } from './booking-words';
import { fillIn } from './fill-in';
import { detailsWords } from './BookingDetails';

describe('the booking form words said by the server', () => {
  for (const locale of ['en', 'th'] as const) {
    it(`fill in as the catalogue says them (${locale})`, () => {
      const w = bookingWords(locale);
      const o = { locale };
      expect(fillIn(w.discountOffer, { amount: '฿1,500' })).toBe(m.bk_discount_offer({ amount: '฿1,500' }, o));
      expect(fillIn(w.cityCleared, { city: 'Phuket' })).toBe(m.bk_city_cleared({ city: 'Phuket' }, o));
      expect(fillIn(w.undoCity, { city: 'Phuket' })).toBe(m.bk_undo_city({ city: 'Phuket' }, o));
      expect(fillIn(w.summaryPath, { id: 'abc' })).toBe(locale === 'en' ? '/booking/abc/summary' : '/th/booking/abc/summary');
      const extraTime = [
        { service: 'TOPLESS', minutes: 90, rate: 100, performers: 1, amount: 9000 },
        { service: 'DOUBLE TROUBLE', minutes: 30, rate: 50, performers: 2, amount: 3000 },
      ];
      expect(extraTimeLines(extraTime, detailsWords(locale))).toEqual(extraTimeLines(extraTime, customerWords(locale)));
    });
  }

  it('name each city in the picker order, in the language of the page', () => {
    expect(Object.entries(bookingWords('en').cities)).toEqual([
      ['bangkok', 'Bangkok'],
      ['phuket', 'Phuket'],
      ['pattaya', 'Pattaya'],
    ]);
    const th = { locale: 'th' } as const;
    expect(Object.values(bookingWords('th').cities)).toEqual([m.city_bangkok({}, th), m.city_phuket({}, th), m.city_pattaya({}, th)]);
  });

  it('leave a mark without a value as it is', () => {
    expect(fillIn('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
