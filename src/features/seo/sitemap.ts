/** The sitemap: every public page plus one entry per available performer profile. */
import { CITIES } from '@/content/cities';

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

/** The sitemap XML for the static pages and the given performer ids, with absolute URLs on origin. */
export function sitemapXml(origin: string, performerIds: string[]): string {
  const paths = [...STATIC_PATHS, ...performerIds.map((id) => `/performer/${encodeURIComponent(id)}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
