/** Links from a pricing card to the booking page (spec section 2): /booking?city&service&price&title. */

/** The booking page's service keys. */
export type BookingService = 'male-stripper' | 'topless-waiter';

/** The service key of a pricing category. */
export function serviceForCategory(category: string): BookingService {
  return category === 'topless-waiters' ? 'topless-waiter' : 'male-stripper';
}

/** /booking with city, service, price (digits only) and title, URL-encoded. */
export function bookingHref(card: { city: string; service: BookingService; price: number; title: string }): string {
  const query = new URLSearchParams({
    city: card.city,
    service: card.service,
    price: String(Math.round(card.price)),
    title: card.title,
  });
  return `/booking?${query.toString().replace(/\+/g, '%20')}`;
}
