/**
 * Seed price tables (spec section 9): each service of the catalogue (src/content/services.ts: title,
 * length, order) with its card copy here and its price per city from the city's seed facts.
 */
import { CITIES, CITY_FACTS } from '@/content/cities';
import { SERVICE_FACTS, STRIPPER_PACKAGES, WAITER_PACKAGES, type StripperPackage, type WaiterPackage } from '@/content/services';
import type { SeedPricingItem } from './types';

/** The copy of a seeded card (the admin edits it afterwards). */
interface CardCopy {
  description: string;
  features: string[];
  isPopular: boolean;
}

const stripperPackages: Record<StripperPackage, CardCopy> = {
  topless: {
    description:
      'A 15-minute topless strip show followed by 45 minutes of games, photos and interaction with the guest of honour and her friends.',
    features: ['15-minute strip show', '45 minutes of interaction', 'Costume of your choice', 'Photos welcome'],
    isPopular: false,
  },
  underwear: {
    description:
      'Our most booked show: the routine goes down to stylish underwear, with plenty of cheeky audience participation and a spotlight moment for the bride or birthday girl.',
    features: ['15-minute strip show to underwear', '45 minutes of interaction', 'Costume of your choice', 'Party games'],
    isPopular: true,
  },
  'full-monty': {
    description:
      'The complete show, all the way. Reserved for private villas and luxury events, performed with taste and total discretion.',
    features: ['15-minute full strip show', '45 minutes of interaction', 'Private villas and luxury events only', 'Costume of your choice'],
    isPopular: false,
  },
  duo: {
    description:
      'Two performers, double the fun: a choreographed duo routine followed by interaction with the whole group. Ideal for big hens parties.',
    features: ['Choreographed duo routine', '2 performers', '45 minutes of interaction', 'Matching costumes'],
    isPopular: false,
  },
};

const waiterPackages: Record<WaiterPackage, CardCopy> = {
  'sexy-host': {
    description:
      'One topless waiter for two hours: welcome drinks, cocktail service, party games and photos, so the host can enjoy her own party.',
    features: ['1 topless waiter', '2-hour booking', 'Drink service and party games', 'Photos welcome'],
    isPopular: false,
  },
  'double-trouble': {
    description: 'Two topless waiters keep glasses full and the energy high for two hours. Perfect for groups of ten to twenty guests.',
    features: ['2 topless waiters', '2-hour booking', 'Drink service and party games', 'Group photos'],
    isPopular: true,
  },
  'full-party-mode': {
    description: 'Three topless waiters run your villa or suite party for two hours: service, games, dancing and a lot of laughter.',
    features: ['3 topless waiters', '2-hour booking', 'Drink service, games and dancing', 'Ideal for larger groups'],
    isPopular: false,
  },
  'total-domination': {
    description:
      'Four topless waiters for the ultimate two-hour celebration. Built for big birthdays, VIP evenings and unforgettable hens weekends.',
    features: ['4 topless waiters', '2-hour booking', 'Full party hosting', 'VIP treatment for the guest of honour'],
    isPopular: false,
  },
};

/** Every pricing card the seed upserts: every city, both categories, every service of the catalogue. */
export const seedPricingItems: SeedPricingItem[] = CITIES.flatMap((location) => [
  ...STRIPPER_PACKAGES.map((key, i) => card(key, i, stripperPackages[key], CITY_FACTS[location].seed.stripperPrices[key], location)),
  ...WAITER_PACKAGES.map((key, i) => card(key, i, waiterPackages[key], CITY_FACTS[location].seed.waiterPrices[key], location)),
]);

/** The seeded card of one service in one city. */
function card(
  key: StripperPackage | WaiterPackage,
  index: number,
  copy: CardCopy | undefined,
  price: number,
  location: string,
): SeedPricingItem {
  const facts = SERVICE_FACTS[key];
  const who = facts.category === 'male-strippers' ? 'Male Stripper' : 'Topless Waiter';
  return {
    // A package added to the catalogue before its copy is written still gets a card.
    description: '',
    features: [],
    isPopular: false,
    ...copy,
    // '2 Topless Waiters': the subtitle says the performers the catalogue declares.
    subtitle: `${facts.performers} ${who}${facts.performers === 1 ? '' : 's'}`,
    title: facts.title,
    category: facts.category,
    location,
    price,
    duration: facts.minutes,
    sortOrder: index + 1,
    isActive: true,
  };
}
