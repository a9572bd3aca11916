/**
 * Seed price tables (spec section 9). Stripper packages run 60 minutes; waiter packages are
 * 2-hour bookings whose subtitle starts with the number of waiters (the booking rules read it).
 */
import { CITIES, CITY_FACTS } from '@/content/cities';
import type { SeedPricingItem } from './types';

// The prices per city (stripper and waiter packages, in the order below) are the city's seed facts.

const stripperPackages = [
  {
    title: 'TOPLESS',
    subtitle: '1 Male Stripper',
    description:
      'A 15-minute topless strip show followed by 45 minutes of games, photos and interaction with the guest of honour and her friends.',
    features: ['15-minute strip show', '45 minutes of interaction', 'Costume of your choice', 'Photos welcome'],
    isPopular: false,
  },
  {
    title: 'UNDERWEAR',
    subtitle: '1 Male Stripper',
    description:
      'Our most booked show: the routine goes down to stylish underwear, with plenty of cheeky audience participation and a spotlight moment for the bride or birthday girl.',
    features: ['15-minute strip show to underwear', '45 minutes of interaction', 'Costume of your choice', 'Party games'],
    isPopular: true,
  },
  {
    title: 'FULL MONTY',
    subtitle: '1 Male Stripper',
    description:
      'The complete show, all the way. Reserved for private villas and luxury events, performed with taste and total discretion.',
    features: ['15-minute full strip show', '45 minutes of interaction', 'Private villas and luxury events only', 'Costume of your choice'],
    isPopular: false,
  },
  {
    title: 'DUO',
    subtitle: '2 Male Strippers',
    description:
      'Two performers, double the fun: a choreographed duo routine followed by interaction with the whole group. Ideal for big hens parties.',
    features: ['Choreographed duo routine', '2 performers', '45 minutes of interaction', 'Matching costumes'],
    isPopular: false,
  },
];

const waiterPackages = [
  {
    title: 'SEXY HOST',
    subtitle: '1 Topless Waiter',
    description:
      'One topless waiter for two hours: welcome drinks, cocktail service, party games and photos, so the host can enjoy her own party.',
    features: ['1 topless waiter', '2-hour booking', 'Drink service and party games', 'Photos welcome'],
    isPopular: false,
  },
  {
    title: 'DOUBLE TROUBLE',
    subtitle: '2 Topless Waiters',
    description: 'Two topless waiters keep glasses full and the energy high for two hours. Perfect for groups of ten to twenty guests.',
    features: ['2 topless waiters', '2-hour booking', 'Drink service and party games', 'Group photos'],
    isPopular: true,
  },
  {
    title: 'FULL PARTY MODE',
    subtitle: '3 Topless Waiters',
    description: 'Three topless waiters run your villa or suite party for two hours: service, games, dancing and a lot of laughter.',
    features: ['3 topless waiters', '2-hour booking', 'Drink service, games and dancing', 'Ideal for larger groups'],
    isPopular: false,
  },
  {
    title: 'TOTAL DOMINATION',
    subtitle: '4 Topless Waiters',
    description:
      'Four topless waiters for the ultimate two-hour celebration. Built for big birthdays, VIP evenings and unforgettable hens weekends.',
    features: ['4 topless waiters', '2-hour booking', 'Full party hosting', 'VIP treatment for the guest of honour'],
    isPopular: false,
  },
];

/** Every pricing card the seed upserts: every city, two categories, four cards each. */
export const seedPricingItems: SeedPricingItem[] = CITIES.flatMap((location) => [
  ...stripperPackages.map((pkg, i) => ({
    ...pkg,
    category: 'male-strippers',
    location,
    price: CITY_FACTS[location].seed.stripperPrices[i]!,
    duration: 60,
    sortOrder: i + 1,
    isActive: true,
  })),
  ...waiterPackages.map((pkg, i) => ({
    ...pkg,
    category: 'topless-waiters',
    location,
    price: CITY_FACTS[location].seed.waiterPrices[i]!,
    duration: 120,
    sortOrder: i + 1,
    isActive: true,
  })),
]);
