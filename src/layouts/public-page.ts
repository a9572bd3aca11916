/** What a public page's frontmatter starts from: its language (from its path), the site's address and the brand's name. */
import { localeOfPath, type Locale } from '@/lib/i18n';
import { siteUrl } from '@/lib/server/config';
import { site } from '@/lib/site';

/** A public page's language (`locale`, and `o` as the messages take it), the site's `origin` and `brand` for messages. */
export function publicPage(url: URL): { locale: Locale; o: { locale: Locale }; origin: string; brand: { brand: string } } {
  const locale = localeOfPath(url.pathname);
  return { locale, o: { locale }, origin: siteUrl(), brand: { brand: site.name } };
}
