/** Search-engine data of the city listings (spec section 2): fixed sets, or generated for other cities. */
import { site } from '@/lib/site';
import { formatBaht } from '@/lib/money';
import type { PerformerMode } from '@/features/performers/performer-filter';

/** Title, description, keywords and canonical path of a page. */
export interface SeoSet {
  title: string;
  description: string;
  keywords: string;
  canonicalPath: string;
}

/** Indicative starting prices in THB (spec section 9); unknown cities use Bangkok's range. */
export const PRICE_RANGES: Record<string, readonly [number, number]> = {
  bangkok: [7000, 15000],
  phuket: [10000, 20000],
  pattaya: [8000, 18000],
};

/** The indicative price range of a city. */
export function priceRange(city: string): readonly [number, number] {
  return PRICE_RANGES[city] ?? PRICE_RANGES.bangkok!;
}

/** 'chiang-mai' → 'Chiang Mai'. */
export function cityDisplayName(city: string): string {
  return city
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const fixedStripperSets: Record<string, Omit<SeoSet, 'canonicalPath'>> = {
  bangkok: {
    title: `Bangkok Male Strippers for Hens Nights & Private Parties | ${site.name}`,
    description: `Book professional male strippers in Bangkok for hens nights, birthdays and hotel parties. Topless, underwear, Full Monty and duo shows from ${formatBaht(7000)} to ${formatBaht(15000)}.`,
    keywords: 'Bangkok male strippers, male stripper Bangkok, hens night Bangkok, bachelorette party Bangkok, Bangkok strip show, hotel party entertainment',
  },
  phuket: {
    title: `Phuket Male Strippers for Villa Parties & Hens Nights | ${site.name}`,
    description: `Male strippers in Phuket for villa parties, hens weekends and birthdays in Patong, Kata and Kamala. Shows from ${formatBaht(10000)} to ${formatBaht(20000)}.`,
    keywords: 'Phuket male strippers, male stripper Phuket, Phuket hens party, Patong bachelorette, Phuket villa party entertainment',
  },
  pattaya: {
    title: `Pattaya Male Strippers: The Ultimate Xperience | ${site.name}`,
    description: `Male strippers in Pattaya for hens nights, birthdays and pool villa parties in Jomtien, Naklua and central Pattaya. Shows from ${formatBaht(8000)} to ${formatBaht(18000)}.`,
    keywords: 'Pattaya male strippers, male stripper Pattaya, Pattaya hens night, Jomtien villa party, Pattaya bachelorette entertainment',
  },
};

const waiterSet = (cityName: string): Omit<SeoSet, 'canonicalPath'> => ({
  title: `${cityName} Topless Waiters for Hens Parties & Events | ${site.name}`,
  description: `Hire charming topless waiters in ${cityName} for hens parties, birthdays, pool parties and corporate events. Two-hour packages with one to four waiters, drinks service and party games.`,
  keywords: `${cityName} topless waiters, topless waiter ${cityName}, butler in the buff ${cityName}, hens party waiters, ${cityName} party hosts`,
});

/** The search-engine set of a city listing: a fixed set for the main cities, a generated one otherwise. */
export function citySeo(city: string, mode: PerformerMode): SeoSet {
  const canonicalPath = `/${mode}/${city}`;
  const cityName = cityDisplayName(city);
  if (mode === 'topless-waiters') return { ...waiterSet(cityName), canonicalPath };
  const fixed = fixedStripperSets[city];
  if (fixed) return { ...fixed, canonicalPath };
  const [from, to] = priceRange(city);
  return {
    title: `${cityName} Male Strippers on Request | ${site.name}`,
    description: `Male strippers for hens nights and private parties in ${cityName}, available on request. Professional, discreet performers; shows typically from ${formatBaht(from)} to ${formatBaht(to)} plus travel.`,
    keywords: `${cityName} male strippers, male stripper ${cityName}, ${cityName} hens night, ${cityName} bachelorette party, private party entertainment Thailand`,
    canonicalPath,
  };
}

/** Cuts text to at most max characters at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:\s]+$/, '')}…`;
}
