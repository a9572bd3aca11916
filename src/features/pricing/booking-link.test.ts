import { describe, expect, it } from 'vitest';
import { bookingHref, serviceForCategory } from './booking-link';

describe('bookingHref', () => {
  it('carries city, service, digits-only price and the URL-encoded title', () => {
    const href = bookingHref({ city: 'bangkok', service: 'male-stripper', price: 13000, title: 'FULL MONTY' });
    expect(href).toBe('/booking?city=bangkok&service=male-stripper&price=13000&title=FULL%20MONTY');
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('title')).toBe('FULL MONTY');
  });

  it('encodes reserved characters', () => {
    expect(bookingHref({ city: 'pattaya', service: 'topless-waiter', price: 7000, title: 'A & B' })).toContain('title=A%20%26%20B');
  });

  it('maps categories to services', () => {
    expect(serviceForCategory('topless-waiters')).toBe('topless-waiter');
    expect(serviceForCategory('male-strippers')).toBe('male-stripper');
  });
});
