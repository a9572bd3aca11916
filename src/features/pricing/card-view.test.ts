import { describe, expect, it } from 'vitest';
import { fixedStripperCards, waiterCards } from '@/content/city-packages';
import { cardCopy, cardSubtitle, fixedCardView, itemCardView } from './card-view';

const items = (titles: string[], prices: number[]) => titles.map((title, i) => ({ title, price: prices[i]! }));
const WAITERS = ['SEXY HOST', 'DOUBLE TROUBLE', 'FULL PARTY MODE', 'TOTAL DOMINATION'];
const STRIPPERS = ['TOPLESS', 'UNDERWEAR', 'FULL MONTY', 'DUO'];

describe('card views', () => {
  it('links database items to /booking with their query', () => {
    const view = itemCardView(
      {
        id: '1',
        category: 'male-strippers',
        title: 'FULL MONTY',
        subtitle: '1 Male Stripper',
        price: 13000,
        duration: 60,
        description: 'd',
        features: [],
        isPopular: false,
        sortOrder: 3,
        location: 'bangkok',
      },
      'bangkok',
    );
    expect(view.priceLabel).toBe('฿13,000');
    expect(view.bookHref).toBe('/booking?city=bangkok&service=male-stripper&price=13000&title=FULL%20MONTY');
  });

  it('books Pattaya FULL PARTY MODE as TRIPLE THREAT, priced by the items', () => {
    const cards = waiterCards('pattaya', items(WAITERS, [7000, 13000, 18000, 23000])).map((card) =>
      fixedCardView(card, 'pattaya', 'topless-waiters'),
    );
    expect(cards.map((c) => c.priceLabel)).toEqual(['฿7,000', '฿13,000', '฿18,000', '฿23,000']);
    expect(cards[2]!.title).toBe('FULL PARTY MODE');
    expect(cards[2]!.bookHref).toBe('/booking?city=pattaya&service=topless-waiter&price=18000&title=TRIPLE%20THREAT');
  });

  it('takes every price from the items and leaves out a package without one', () => {
    const cards = fixedStripperCards([
      { title: 'DUO', price: 21000 },
      { title: 'TOPLESS', price: 8800 },
    ]);
    expect(cards.map((c) => [c.title, c.price])).toEqual([
      ['TOPLESS', 8800],
      ['DUO', 21000],
    ]);
    expect(waiterCards('phuket', [{ title: 'SEXY HOST', price: 9000 }]).map((c) => [c.title, c.price])).toEqual([['SEXY HOST', 9000]]);
  });

  it('links fixed stripper cards to plain /booking', () => {
    const cards = fixedStripperCards(items(STRIPPERS, [10000, 13000, 18000, 25000])).map((card) => fixedCardView(card, 'phuket'));
    expect(cards.map((c) => [c.title, c.priceLabel, c.bookHref])).toEqual([
      ['TOPLESS', '฿10,000', '/booking'],
      ['UNDERWEAR', '฿13,000', '/booking'],
      ['FULL MONTY', '฿18,000', '/booking'],
      ['DUO', '฿25,000', '/booking'],
    ]);
  });
});

describe('cardSubtitle', () => {
  it('says the performers and the length in Thai from the catalogue; English keeps the written subtitle', () => {
    expect(cardSubtitle({ title: 'DUO', subtitle: '2 Male Strippers · 1 hour' }, 'th')).toBe('หนุ่มโชว์ 2 คน · 1 ชั่วโมง');
    expect(cardSubtitle({ title: 'DOUBLE TROUBLE', subtitle: '2 Topless Waiters · 2-hour booking' }, 'th')).toBe(
      'บริกรหนุ่มเปลือยท่อนบน 2 คน · จอง 2 ชั่วโมง',
    );
    expect(cardSubtitle({ title: 'DUO', subtitle: '2 Male Strippers · 1 hour' }, 'en')).toBe('2 Male Strippers · 1 hour');
    expect(cardSubtitle({ title: 'SOMETHING NEW', subtitle: 'As written' }, 'th')).toBe('As written');
  });
});

describe('cardCopy', () => {
  it('says each package’s description and features in Thai from the catalogue; English keeps the written copy', () => {
    const written = { title: 'DUO', description: 'Two performers, as the admin wrote it.', features: ['Matching costumes'] };
    expect(cardCopy(written, 'en')).toEqual({ description: written.description, features: written.features });
    expect(cardCopy(written, 'th')).toEqual({
      description: 'นักแสดงสองคน สนุกเป็นสองเท่า: โชว์คู่ที่ออกแบบท่ามาแล้ว ตามด้วยการสนุกกับแขกทั้งกลุ่ม เหมาะกับปาร์ตี้สละโสดกลุ่มใหญ่',
      features: ['โชว์คู่ที่ออกแบบท่ามาแล้ว', 'นักแสดง 2 คน', 'สนุกกับแขก 45 นาที', 'ชุดเข้าคู่กัน'],
    });
    // A listing's card lists no features: none are added.
    expect(cardCopy({ title: 'SEXY HOST', description: 'One charming topless waiter…' }, 'th').features).toBeUndefined();
    // Every package of every listing has its Thai description.
    for (const card of [...fixedStripperCards(items(STRIPPERS, [1, 2, 3, 4])), ...waiterCards('bangkok', items(WAITERS, [1, 2, 3, 4]))])
      expect(cardCopy(card, 'th').description).not.toBe(card.description);
    // A title the catalogue does not know stays as written, marked as English.
    expect(cardCopy({ title: 'SOMETHING NEW', description: 'As written' }, 'th')).toEqual({ description: 'As written', lang: 'en' });
  });
});
