/** Turns pricing items and fixed cards into what the pricing cards show. */
import { formatBaht } from '@/lib/money';
import type { FixedCard } from '@/content/city-packages';
import { SERVICE_FACTS, stripperServiceForTitle, waiterServiceForTitle } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { bookingHref, serviceForCategory } from './booking-link';
import type { PricingItem } from './pricing.server';

/** A pricing card ready to show: formatted price and booking link included. */
export interface PricingCardView {
  title: string;
  subtitle: string;
  priceLabel: string;
  /** The price in baht (the approximate line in another currency is computed from it on the page). */
  price: number;
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
    price: item.price,
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
    price: card.price,
    description: card.description,
    popular: card.popular,
    bookHref: category
      ? bookingHref({ city, service: serviceForCategory(category), price: card.price, title: card.bookingTitle ?? card.title })
      : '/booking',
  };
}

/**
 * A card's subtitle in `locale`: in English as written (the admin's or the listing's copy); in another
 * language said from the catalogue ('หนุ่มโชว์ 2 คน · 1 ชั่วโมง'): the performers and length of the
 * service of the card's title, or as written for a title the catalogue does not know.
 */
export function cardSubtitle(card: { title: string; subtitle: string }, locale: Locale): string {
  if (locale === 'en') return card.subtitle;
  const stripper = stripperServiceForTitle(card.title);
  const key = stripper ?? waiterServiceForTitle(card.title);
  if (!key) return card.subtitle;
  const { performers: count, minutes } = SERVICE_FACTS[key];
  const say = stripper ? m.info_cards_subtitle_strippers : m.info_cards_subtitle_waiters;
  return say({ count, hours: minutes / 60 }, { locale });
}

// Each package's description and features in the catalogue (server-rendered cards only: no island imports this).
const PACKAGE_COPY = {
  topless: [m.info_cards_desc_topless, m.info_cards_features_topless],
  underwear: [m.info_cards_desc_underwear, m.info_cards_features_underwear],
  'full-monty': [m.info_cards_desc_full_monty, m.info_cards_features_full_monty],
  duo: [m.info_cards_desc_duo, m.info_cards_features_duo],
  'sexy-host': [m.info_cards_desc_sexy_host, m.info_cards_features_sexy_host],
  'double-trouble': [m.info_cards_desc_double_trouble, m.info_cards_features_double_trouble],
  'full-party-mode': [m.info_cards_desc_full_party_mode, m.info_cards_features_full_party_mode],
  'total-domination': [m.info_cards_desc_total_domination, m.info_cards_features_total_domination],
} satisfies Record<keyof typeof SERVICE_FACTS, [Say, Say]>;

type Say = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * A card's description and features in `locale`: in English as written (the admin's or the listing's copy);
 * in another language the package's own from the catalogue (by the service of the card's title; the features
 * only where the card lists some), or as written for a title the catalogue does not know.
 */
export function cardCopy(
  card: { title: string; description: string; features?: string[] },
  locale: Locale,
): { description: string; features?: string[]; lang?: 'en' } {
  const key = locale === 'en' ? undefined : (stripperServiceForTitle(card.title) ?? waiterServiceForTitle(card.title));
  if (!key) return { description: card.description, features: card.features, ...(locale !== 'en' && { lang: 'en' as const }) };
  const [description, features] = PACKAGE_COPY[key];
  return {
    description: description({}, { locale }),
    features: card.features?.length ? features({}, { locale }).split('|') : card.features,
  };
}
