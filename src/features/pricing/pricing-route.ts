/** The routing rule of the pricing pages, shared by the English pages and their Thai wrappers (a component cannot answer a request itself). */
import { DEFAULT_CITY } from '@/content/cities';
import { pageCitySlug } from '@/features/performers/city-route';
import { localizePath, type Locale } from '@/lib/i18n';

/** Where /pricing (or /th/pricing) sends the reader: the default city's page in the same language. */
export function defaultPricingPath(locale: Locale): string {
  return localizePath(`/pricing/${DEFAULT_CITY}`, locale);
}

/** What a /pricing/{city} request is: a page for the city's slug, a permanent redirect to the slug's spelling, or a 404. */
export function pricingRoute(
  param: string | undefined,
  locale: Locale,
): { kind: 'page'; slug: string } | { kind: 'redirect'; location: string } | { kind: 'missing' } {
  const slug = pageCitySlug(param);
  if (!slug) return { kind: 'missing' };
  if (slug !== param) return { kind: 'redirect', location: localizePath(`/pricing/${slug}`, locale) };
  return { kind: 'page', slug };
}
