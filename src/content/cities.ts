/** The cities served, as lower-case keys (URLs, database) and display names. */
export const CITIES = ['bangkok', 'pattaya', 'phuket'] as const;
/** A city with its own pricing cards. */
export type City = (typeof CITIES)[number];
/** The city used when none is given. */
export const DEFAULT_CITY: City = 'bangkok';

/** Display names of the served cities. */
export const CITY_NAMES: Record<City, string> = { bangkok: 'Bangkok', pattaya: 'Pattaya', phuket: 'Phuket' };

/** True when value is one of the served city keys. */
export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}

/** Destinations served on request only (spec section 1, named on the about page): they have listing pages but no price cards. */
export const ON_REQUEST_CITIES = ['chiang-mai', 'hua-hin', 'koh-samui'] as const;

/** True when value is a served city or a destination served on request: the only cities with pages. */
export function hasCityPage(value: string): boolean {
  return isCity(value) || (ON_REQUEST_CITIES as readonly string[]).includes(value);
}

/** The city with a page that a performer's free-text location names ('bangkok city' → bangkok), or undefined. */
export function cityPageOf(location: string): string | undefined {
  const text = location.toLowerCase();
  return [...CITIES, ...ON_REQUEST_CITIES].find((city) => text.includes(city.replace(/-/g, ' ')));
}
