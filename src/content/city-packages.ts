/**
 * The copy of the city listings' price cards (spec sections 2 and 9): waiter packages, and the
 * stripper shows of the cities whose listing shows packages. Prices are never written here: each card takes the price of the city's
 * active pricing item of the same title, so a listing shows what the booking charges, and a package
 * the admin switched off is not shown.
 */
import type { City } from './cities';
import { CITY_PAGES } from './city-pages';
import { SERVICE_FACTS, STRIPPER_PACKAGES, WAITER_PACKAGES, type StripperPackage, type WaiterPackage } from './services';

/** A card: title, subtitle, price (THB, from the database), description, and the title its booking link carries. */
export interface FixedCard {
  title: string;
  subtitle: string;
  price: number;
  description: string;
  bookingTitle?: string;
  popular?: boolean;
}

/** A card's copy: what the catalogue (services.ts) does not say. */
interface CardCopy {
  subtitle: string;
  description: string;
  popular?: boolean;
}

const waiterCopy: Record<WaiterPackage, CardCopy> = {
  'sexy-host': {
    subtitle: '1 Topless Waiter · 2-hour booking',
    description:
      'One charming topless waiter welcomes your guests, mixes drinks, runs party games and takes the photos, so the host can enjoy her own party.',
  },
  'double-trouble': {
    subtitle: '2 Topless Waiters · 2-hour booking',
    description: 'Two topless waiters keep the glasses full and the energy high. Ideal for groups of ten to twenty guests.',
    popular: true,
  },
  'full-party-mode': {
    subtitle: '3 Topless Waiters · 2-hour booking',
    description: 'Three waiters take over the hosting of your villa or suite party: service, games, dancing and a lot of laughter.',
  },
  'total-domination': {
    subtitle: '4 Topless Waiters · 2-hour booking',
    description:
      'Four topless waiters for the ultimate celebration. Built for big birthdays, VIP evenings and unforgettable hens weekends.',
  },
};

/** A priced item of the database: its title and price (THB). */
export interface PricedTitle {
  title: string;
  price: number;
}

/** The cards of the packages (in catalogue order) that have an item of their title, priced by it. */
function priced<K extends StripperPackage | WaiterPackage>(
  packages: K[],
  copy: Partial<Record<K, CardCopy>>,
  items: PricedTitle[],
): FixedCard[] {
  return packages.flatMap((key) => {
    const title = SERVICE_FACTS[key].title;
    const item = items.find((candidate) => candidate.title === title);
    return item ? [{ title, ...copy[key], price: item.price }] : [];
  });
}

/**
 * The topless-waiter packages of a city priced by its active waiter items, under the booking titles
 * of the city's page entry (spec section 9).
 */
export function waiterCards(city: City, items: PricedTitle[]): FixedCard[] {
  return priced(WAITER_PACKAGES, waiterCopy, items).map((card) => ({
    ...card,
    bookingTitle: CITY_PAGES[city].waiterBookingTitles?.[card.title] ?? card.title,
  }));
}

const stripperCopy: Record<StripperPackage, CardCopy> = {
  topless: {
    subtitle: '1 Male Stripper · 1 hour',
    description: 'A 15-minute topless strip routine followed by 45 minutes of games, photos and interaction with the guest of honour.',
  },
  underwear: {
    subtitle: '1 Male Stripper · 1 hour',
    description:
      'Our most booked show: the routine goes down to stylish underwear, with cheeky audience participation and a spotlight moment for the bride.',
    popular: true,
  },
  'full-monty': {
    subtitle: '1 Male Stripper · 1 hour',
    description: 'The complete show, all the way, performed with taste. Available only for private villas and luxury events.',
  },
  duo: {
    subtitle: '2 Male Strippers · 1 hour',
    description: 'Two performers and a choreographed routine, then interaction with the whole group. Perfect for big hens parties.',
  },
};

/** The TOPLESS / UNDERWEAR / FULL MONTY / DUO cards of a listing with packages, priced by the city's active stripper items. */
export function fixedStripperCards(items: PricedTitle[]): FixedCard[] {
  return priced(STRIPPER_PACKAGES, stripperCopy, items);
}
