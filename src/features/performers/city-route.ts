/** The city segment of listing and pricing routes: lower-case words joined by hyphens. */
import { hasCityPage } from '@/content/cities';

/** The normalised city key of a route parameter, or undefined when it cannot be a city name. */
export function parseCitySlug(param: string | undefined): string | undefined {
  const slug = (param ?? '').trim().toLowerCase();
  return /^[a-z]+(?:-[a-z]+){0,3}$/.test(slug) && slug.length <= 30 ? slug : undefined;
}

/** The page's city key of a route parameter (any letter case), or undefined (a 404) when no page exists for it. */
export function pageCitySlug(param: string | undefined): string | undefined {
  const slug = parseCitySlug(param);
  return slug && hasCityPage(slug) ? slug : undefined;
}
