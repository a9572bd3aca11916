/** The city segment of listing and pricing routes: lower-case words joined by hyphens. */

/** The normalised city key of a route parameter, or undefined when it cannot be a city name. */
export function parseCitySlug(param: string | undefined): string | undefined {
  const slug = (param ?? '').trim().toLowerCase();
  return /^[a-z]+(?:-[a-z]+){0,3}$/.test(slug) && slug.length <= 30 ? slug : undefined;
}
