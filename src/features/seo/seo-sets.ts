/** Search-engine data of the city listings (spec section 2): fixed sets, or generated for other cities. */
import { site } from '@/lib/site';
import { formatBaht } from '@/lib/money';
import { CITY_FACTS, cityDisplayName, DEFAULT_CITY, isCity } from '@/content/cities';
import { CITY_PAGES } from '@/content/city-pages';
import type { ServiceCategory } from '@/content/services';
import { cityNameIn } from '@/content/city-names';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** Title, description, keywords and canonical path of a page. */
export interface SeoSet {
  title: string;
  description: string;
  keywords: string;
  canonicalPath: string;
}

/** The indicative price range of a city (spec section 9); other cities use the default city's. */
export function priceRange(city: string): readonly [number, number] {
  return CITY_FACTS[isCity(city) ? city : DEFAULT_CITY].priceRange;
}

/** A city's display name (the rule lives with the cities; re-exported for the listing pages). */
export { cityDisplayName };

const waiterSet = (cityName: string): Omit<SeoSet, 'canonicalPath'> => ({
  title: `${cityName} Topless Waiters for Hens Parties & Events | ${site.name}`,
  description: `Hire charming topless waiters in ${cityName} for hens parties, birthdays, pool parties and corporate events. Two-hour packages with one to four waiters, drinks service and party games.`,
  keywords: `${cityName} topless waiters, topless waiter ${cityName}, butler in the buff ${cityName}, hens party waiters, ${cityName} party hosts`,
});

/** The search-engine set of a city listing: a fixed set for the main cities, a generated one otherwise; in `locale`. */
export function citySeo(city: string, mode: ServiceCategory, locale: Locale = 'en'): SeoSet {
  const canonicalPath = `/${mode}/${city}`;
  if (locale !== 'en') return { ...localSeo(city, mode, locale), canonicalPath };
  const cityName = cityDisplayName(city);
  if (mode === 'topless-waiters') return { ...waiterSet(cityName), canonicalPath };
  if (isCity(city)) return { ...CITY_PAGES[city].stripperSeo, canonicalPath };
  const [from, to] = priceRange(city);
  return {
    title: `${cityName} Male Strippers on Request | ${site.name}`,
    description: `Male strippers for hens nights and private parties in ${cityName}, available on request. Professional, discreet performers; shows typically from ${formatBaht(from)} to ${formatBaht(to)} plus travel.`,
    keywords: `${cityName} male strippers, male stripper ${cityName}, ${cityName} hens night, ${cityName} bachelorette party, private party entertainment Thailand`,
    canonicalPath,
  };
}

// The set in a language other than English: the served city's page entry, or the messages' generated set.
function localSeo(city: string, mode: ServiceCategory, locale: Exclude<Locale, 'en'>): Omit<SeoSet, 'canonicalPath'> {
  const o = { locale };
  const inputs = { city: cityNameIn(city, locale), brand: site.name };
  if (mode === 'topless-waiters') {
    return {
      title: m.listing_waiter_seo_title(inputs, o),
      description: m.listing_waiter_seo_description(inputs, o),
      keywords: m.listing_waiter_seo_keywords(inputs, o),
    };
  }
  if (isCity(city)) return (CITY_PAGES[city][locale] ?? CITY_PAGES[city]).stripperSeo;
  const [from, to] = priceRange(city);
  const range = { ...inputs, from: formatBaht(from), to: formatBaht(to) };
  return {
    title: m.listing_request_seo_title(range, o),
    description: m.listing_request_seo_description(range, o),
    keywords: m.listing_request_seo_keywords(range, o),
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
