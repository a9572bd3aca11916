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
