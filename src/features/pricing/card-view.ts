/** Turns pricing items and fixed cards into what the pricing cards show. */
import { formatBaht } from '@/lib/money';
import type { FixedCard } from '@/content/city-packages';
import { bookingHref, serviceForCategory } from './booking-link';
import type { PricingItem } from './pricing.server';

/** A pricing card ready to show: formatted price and booking link included. */
export interface PricingCardView {
  title: string;
  subtitle: string;
  priceLabel: string;
  description: string;
  features?: string[];
  bookHref: string;
  popular?: boolean;
}

/** A database pricing item as a card whose BOOK NOW carries city, service, price and title. */
export function itemCardView(item: PricingItem, city: string): PricingCardView {
  return {
    title: item.title,
    subtitle: item.subtitle,
    priceLabel: formatBaht(item.price),
    description: item.description,
    features: item.features,
    popular: item.isPopular,
    bookHref: bookingHref({ city, service: serviceForCategory(item.category), price: item.price, title: item.title }),
  };
}

/** A fixed card; with a category its BOOK NOW carries the query, without one it links to plain /booking. */
export function fixedCardView(card: FixedCard, city: string, category?: string): PricingCardView {
  return {
    title: card.title,
    subtitle: card.subtitle,
    priceLabel: formatBaht(card.price),
    description: card.description,
    popular: card.popular,
    bookHref: category
      ? bookingHref({ city, service: serviceForCategory(category), price: card.price, title: card.bookingTitle ?? card.title })
      : '/booking',
  };
}
