import { describe, expect, it } from 'vitest';
import { fixedStripperCards, waiterCards } from '@/content/city-packages';
import { fixedCardView, itemCardView } from './card-view';

describe('card views', () => {
  it('links database items to /booking with their query', () => {
    const view = itemCardView(
      { id: '1', category: 'male-strippers', title: 'FULL MONTY', subtitle: '1 Male Stripper', price: 13000, duration: 60, description: 'd', features: [], isPopular: false, sortOrder: 3, location: 'bangkok' },
      'bangkok',
    );
    expect(view.priceLabel).toBe('฿13,000');
    expect(view.bookHref).toBe('/booking?city=bangkok&service=male-stripper&price=13000&title=FULL%20MONTY');
  });

  it('books Pattaya FULL PARTY MODE as TRIPLE THREAT and keeps the spec prices', () => {
    const cards = waiterCards('pattaya').map((card) => fixedCardView(card, 'pattaya', 'topless-waiters'));
    expect(cards.map((c) => c.priceLabel)).toEqual(['฿7,000', '฿13,000', '฿18,000', '฿23,000']);
    expect(cards[2]!.title).toBe('FULL PARTY MODE');
    expect(cards[2]!.bookHref).toBe('/booking?city=pattaya&service=topless-waiter&price=18000&title=TRIPLE%20THREAT');
    expect(waiterCards('phuket').map((c) => c.price)).toEqual([8000, 15000, 21000, 27000]);
  });

  it('links fixed stripper cards to plain /booking', () => {
    const cards = fixedStripperCards('phuket').map((card) => fixedCardView(card, 'phuket'));
    expect(cards.map((c) => [c.title, c.priceLabel, c.bookHref])).toEqual([
      ['TOPLESS', '฿10,000', '/booking'],
      ['UNDERWEAR', '฿13,000', '/booking'],
      ['FULL MONTY', '฿18,000', '/booking'],
      ['DUO', '฿25,000', '/booking'],
    ]);
  });
});
