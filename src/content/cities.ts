/**
 * The served cities: the one place that lists them. Every list, type, label, order, message and seed
 * default of a city derives from CITY_FACTS; a city's page copy is its entry in city-pages.ts.
 */

import type { StripperPackage, WaiterPackage } from './services';

/** What the code knows of a served city, apart from its page copy. */
export interface CityFacts {
  /** Display name ('Bangkok'). */
  name: string;
  /** Place among the booking form's location buttons and the contact page's service areas (the spec lists Bangkok, Phuket, Pattaya). */
  pickerOrder: number;
  /** Indicative starting price range in THB that search engines read (spec section 9). */
  priceRange: readonly [number, number];
  /** What a fresh database starts with (the admin changes prices afterwards). */
  seed: {
    /** The price of each male-stripper service (services.ts), THB. */
    stripperPrices: Readonly<Record<StripperPackage, number>>;
    /** The price of each topless-waiter package (services.ts), THB. */
    waiterPrices: Readonly<Record<WaiterPackage, number>>;
    /** Multiplies the base per-minute rates of the pricing parameters. */
    rateFactor: number;
  };
}

// Keyed by the lower-case city key of URLs and the database; the order of the keys is the order of CITIES.
const CITY_FACTS_BY_KEY = {
  bangkok: {
    name: 'Bangkok',
    pickerOrder: 1,
    priceRange: [7000, 15000],
    seed: {
      stripperPrices: { topless: 7000, underwear: 10000, 'full-monty': 13000, duo: 16000 },
      waiterPrices: { 'sexy-host': 6000, 'double-trouble': 11000, 'full-party-mode': 16000, 'total-domination': 21000 },
      rateFactor: 1,
    },
  },
  pattaya: {
    name: 'Pattaya',
    pickerOrder: 3,
    priceRange: [8000, 18000],
    seed: {
      stripperPrices: { topless: 8000, underwear: 11000, 'full-monty': 16000, duo: 20000 },
      waiterPrices: { 'sexy-host': 7000, 'double-trouble': 13000, 'full-party-mode': 18000, 'total-domination': 23000 },
      rateFactor: 1.1,
    },
  },
  phuket: {
    name: 'Phuket',
    pickerOrder: 2,
    priceRange: [10000, 20000],
    seed: {
      stripperPrices: { topless: 10000, underwear: 13000, 'full-monty': 18000, duo: 25000 },
      waiterPrices: { 'sexy-host': 8000, 'double-trouble': 15000, 'full-party-mode': 21000, 'total-domination': 27000 },
      rateFactor: 1.3,
    },
  },
} as const satisfies Record<string, CityFacts>;

/** Destinations served on request only (spec section 1, named on the about page): they have listing pages but no price cards. */
export const ON_REQUEST_CITIES = ['chiang-mai', 'hua-hin', 'koh-samui'] as const;

/**
 * Everything derived from a table of city facts (keys in list order) and the default city. The
 * module's exports are this of the real table; a test can derive them from a table with one more city.
 */
export function deriveCities<K extends string>(facts: Record<K, CityFacts>, defaultCity: NoInfer<K>) {
  const cities = Object.keys(facts) as unknown as readonly [K, ...K[]];
  const isCity = (value: string): value is K => (cities as readonly string[]).includes(value);
  const names = Object.fromEntries(cities.map((city) => [city, facts[city].name])) as Record<K, string>;
  return {
    CITY_FACTS: facts,
    CITIES: cities,
    DEFAULT_CITY: defaultCity,
    CITY_NAMES: names,
    CITY_DISPLAY_NAMES: cities.map((city) => names[city]) as unknown as readonly [string, ...string[]],
    CITIES_IN_PICKER_ORDER: [...cities].sort((a, b) => facts[a].pickerOrder - facts[b].pickerOrder) as readonly K[],
    UNKNOWN_CITY: `Unknown location: use ${citiesText('or', cities)}`,
    isCity,
    hasCityPage: (value: string): boolean => isCity(value) || (ON_REQUEST_CITIES as readonly string[]).includes(value),
  };
}

const derived = deriveCities(CITY_FACTS_BY_KEY, 'bangkok');

/** A city with its own pricing cards. */
export type City = keyof typeof CITY_FACTS_BY_KEY;
/** The facts of every served city. */
export const CITY_FACTS: Record<City, CityFacts> = derived.CITY_FACTS;
/** The cities served, as lower-case keys (URLs, database), in the order of CITY_FACTS_BY_KEY. */
export const CITIES = derived.CITIES;
/** The city used when none is given. */
export const DEFAULT_CITY: City = derived.DEFAULT_CITY;
/** Display names of the served cities. */
export const CITY_NAMES: Record<City, string> = derived.CITY_NAMES;
/** The display names in the order of CITIES ('Bangkok', 'Pattaya', 'Phuket'): the admin performer form's choices. */
export const CITY_DISPLAY_NAMES = derived.CITY_DISPLAY_NAMES;
/** The cities in the order the booking form's buttons and the contact page show them (Bangkok, Phuket, Pattaya). */
export const CITIES_IN_PICKER_ORDER = derived.CITIES_IN_PICKER_ORDER;
/** The error of a city key outside the list: 'Unknown location: use bangkok, pattaya or phuket'. */
export const UNKNOWN_CITY = derived.UNKNOWN_CITY;
/** True when value is one of the served city keys. */
export const isCity = derived.isCity;

/** 'a, b or c' ('a, b and c' with 'and'): how messages and copy name every city. */
export function citiesText(conjunction: 'or' | 'and', names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** True when value is a served city or a destination served on request: the only cities with pages. */
export const hasCityPage = derived.hasCityPage;

/** A served city's display name; another slug in title case: 'chiang-mai' → 'Chiang Mai'. */
export function cityDisplayName(city: string): string {
  if (isCity(city)) return CITY_NAMES[city];
  return city
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
