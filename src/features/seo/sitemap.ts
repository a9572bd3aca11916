/** The sitemap: every public page plus one entry per available performer profile, in each language it exists in. */
import { CITIES } from '@/content/cities';
import { isTranslated, LOCALES, localizePath } from '@/lib/i18n';

/** Public pages that exist independently of the data. */
export const STATIC_PATHS = [
  '/',
  '/about-us',
  ...CITIES.map((city) => `/male-strippers/${city}`),
  ...CITIES.map((city) => `/topless-waiters/${city}`),
  ...CITIES.map((city) => `/pricing/${city}`),
  '/booking',
  '/contact',
  '/join',
  '/privacy',
  '/terms',
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The sitemap XML for the static pages and the given performer ids, with absolute URLs on origin. A page
 * that exists in every language is listed once per language, each entry naming all of them (and
 * x-default, the English page) as `xhtml:link` alternates, as search engines read hreflang in sitemaps.
 */
export function sitemapXml(origin: string, performerIds: string[]): string {
  const paths = [...STATIC_PATHS, ...performerIds.map((id) => `/performer/${encodeURIComponent(id)}`)];
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = paths.flatMap((path) => {
    if (!isTranslated(path)) return [`  <url><loc>${href(path)}</loc></url>`];
    const links = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(localizePath(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
    ].join('');
    return LOCALES.map((locale) => `  <url><loc>${href(localizePath(path, locale))}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
