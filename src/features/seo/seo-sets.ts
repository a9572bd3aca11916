/** Search-engine data of the city listings (spec section 2): fixed sets, or generated for other cities. */
import { site } from '@/lib/site';
import { formatBaht } from '@/lib/money';
import { CITY_FACTS, cityDisplayName, DEFAULT_CITY, isCity } from '@/content/cities';
import { CITY_PAGES, type ListingSeo } from '@/content/city-pages';
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

// The sets generated from the city's name: every city's topless-waiters listing, and a male-strippers listing on request.
const WAITER_SEO: ListingSeo = {
  title: m.listing_waiter_seo_title,
  description: m.listing_waiter_seo_description,
  keywords: m.listing_waiter_seo_keywords,
};
const REQUEST_SEO: ListingSeo = {
  title: m.listing_request_seo_title,
  description: m.listing_request_seo_description,
  keywords: m.listing_request_seo_keywords,
};

/** The search-engine set of a city listing in `locale`: a served city's own for its male strippers, a generated one otherwise. */
export function citySeo(city: string, mode: ServiceCategory, locale: Locale = 'en'): SeoSet {
  const o = { locale };
  const [from, to] = priceRange(city);
  const inputs = { city: cityNameIn(city, locale), brand: site.name, from: formatBaht(from), to: formatBaht(to) };
  const set = mode === 'topless-waiters' ? WAITER_SEO : isCity(city) ? CITY_PAGES[city].stripperSeo : REQUEST_SEO;
  return {
    title: set.title(inputs, o),
    description: set.description(inputs, o),
    keywords: set.keywords(inputs, o),
    canonicalPath: `/${mode}/${city}`,
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
