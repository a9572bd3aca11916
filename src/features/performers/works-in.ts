/**
 * Where a performer works: the one rule, for listings, availability, prices and every dialog. A
 * performer stores the key of their city (src/content/cities.ts: 'bangkok', 'koh-samui'), as a
 * booking does, so the rule is equality of keys. Its SQL twin is works-in.server.ts.
 */

/** True when the performer works in the city (a city key; none matches nobody). */
export function worksIn(performer: { location: string }, city: string | null | undefined): boolean {
  return !!city && performer.location === city;
}
