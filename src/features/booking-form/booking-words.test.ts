// The first step's words come from the server packed by group, read by position and with {name} marks filled in the
// browser: unpacked and filled, each must read exactly as the catalogue says it, in English and Thai; the words the
// details step says (the extra time's lines, the double-duty discount) are the summary's and the catalogue's.
import { describe, expect, it } from 'vitest';
import { m } from '@/paraglide/messages';
import { customerWords } from '@/features/booking/summary-words';
import { extraTimeLines } from '@/features/booking/extra-time-lines';
import { bookingWords, firstStepWords, type PageWords, type PickerWords, type PriceWords } from './booking-words';
import { fillIn } from './fill-in';
import { unpackWords } from './packed-words';
import { detailsWords } from './BookingDetails';

describe('the booking form words said by the server', () => {
  for (const locale of ['en', 'th'] as const) {
    it(`unpack and fill in as the catalogue says them (${locale})`, () => {
      const w = bookingWords(locale);
      const o = { locale };
      const said = firstStepWords(locale);
      // Packed and unpacked, each group reads word for word as said (no word holds the break).
      expect([unpackWords(w.picker), unpackWords(w.price), unpackWords(w.page)]).toEqual([said.picker, said.price, said.page]);
      // Read by position as the islands read them, the places hold the catalogue's words.
      const [location, , , , maleStrippers, , , , noneDeselect] = unpackWords<PickerWords>(w.picker);
      expect([location, maleStrippers, noneDeselect]).toEqual([
        m.bk_location({}, o),
        m.bk_male_strippers({}, o),
        m.bk_none_deselect({}, o),
      ]);
      const [priceSummary, , , total, , , , discountOffer] = unpackWords<PriceWords>(w.price);
      expect([priceSummary, total]).toEqual([m.bk_price_summary({}, o), m.price_total({}, o)]);
      expect(fillIn(discountOffer, { amount: '฿1,500' })).toBe(m.bk_discount_offer({ amount: '฿1,500' }, o));
      const [cityCleared, undoCity, next, detailsFailed] = unpackWords<PageWords>(w.page);
      expect(fillIn(cityCleared, { city: 'Phuket' })).toBe(m.bk_city_cleared({ city: 'Phuket' }, o));
      expect(fillIn(undoCity, { city: 'Phuket' })).toBe(m.bk_undo_city({ city: 'Phuket' }, o));
      expect([next, detailsFailed]).toEqual([m.bk_next({}, o), m.bk_details_failed({}, o)]);
      // A stored request's summary is under the booking page's address.
      expect(`${w.bookingPath}/abc/summary`).toBe(locale === 'en' ? '/booking/abc/summary' : '/th/booking/abc/summary');
      const details = detailsWords(locale);
      expect([details.discount, details.discountApplied]).toEqual([m.price_discount({}, o), m.bk_discount_applied({}, o)]);
      const extraTime = [
        { service: 'TOPLESS', minutes: 90, rate: 100, performers: 1, amount: 9000 },
        { service: 'DOUBLE TROUBLE', minutes: 30, rate: 50, performers: 2, amount: 3000 },
      ];
      expect(extraTimeLines(extraTime, details)).toEqual(extraTimeLines(extraTime, customerWords(locale)));
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
