/**
 * The site's languages: which exist, which a path is in, and where the same page lives in the other one.
 * English keeps the unprefixed URLs; every other language lives under /{locale}/ (Thai under /th/). Pages, layouts, islands and e-mails take their
 * locale from here and pass it to the compiled messages (`m.key(inputs, { locale })`, src/paraglide/).
 */

import { LOCALES as STORED_LOCALES, type Locale } from '@db/locales';

/** A language of the customer's side (db/locales.ts, which the schema's `locale` columns share). */
export type { Locale };
// Bound here rather than re-exported: the islands then take the list from this module's chunk, with
// no chunk of its own for db/locales.ts (one request and some bytes more on the form pages).
/** Every language of the customer's side, the base first: the catalogue's list (db/locales.ts; i18n.test.ts holds them equal). */
export const LOCALES = STORED_LOCALES;
/** The language of unprefixed URLs, of the agency's e-mails, and of records stored without one: the list's first. */
export const BASE_LOCALE: Locale = 'en';

/** Whether a value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The languages whose pages live under /{locale}/: every language but the base one. */
export const PREFIXED_LOCALES: readonly Locale[] = /* @__PURE__ */ LOCALES.slice(1);

/** The language a root-relative path is in: its first segment's when that is a prefixed language (`/th`, `/th/…`), else the base language. */
export function localeOfPath(pathname: string): Locale {
  const segment = pathname.split('/')[1] as string; // undefined for '': not found in LOCALES either
  return (LOCALES as readonly string[]).indexOf(segment) > 0 ? (segment as Locale) : BASE_LOCALE;
}

/**
 * The path without its language prefix (the base language's page's path). Written apart from localeOfPath,
 * with no module-level work: the islands bundle this one, and each of those would add script bytes.
 */
export function basePath(pathname: string): string {
  const segment = pathname.split('/')[1] as string; // as in localeOfPath
  return (LOCALES as readonly string[]).indexOf(segment) > 0 ? pathname.slice(segment.length + 1) || '/' : pathname;
}

/** The path of the same page in the given language (`/booking` → `/th/booking`, `/th` → `/`). */
export function localizePath(pathname: string, locale: Locale): string {
  const base = basePath(pathname);
  return locale === BASE_LOCALE ? base : `/${locale}${base}`;
}

/**
 * The English paths that have a Thai page. A page not matched here has no Thai version yet: it gets no
 * hreflang alternates, no Thai sitemap entry, and its language switch leads to the Thai home page.
 */
const TRANSLATED = [
  /^\/$/,
  /^\/404$/,
  /^\/booking(\/confirm|\/[\w-]+\/summary)?$/,
  /^\/(pricing(\/[a-z]+(-[a-z]+)*)?|about-us|privacy|terms)$/, // pricing, about, privacy, terms
  /^\/((male-strippers|topless-waiters)\/[a-z-]+|performer\/[\w-]+)$/,
  /^\/(contact|join|dashboard)$/, // forms group: the contact and join forms and the customer dashboard
];

/** Whether the page at this path (either language) exists in every language. */
export function isTranslated(pathname: string): boolean {
  const base = basePath(pathname).replace(/(.)\/$/, '$1');
  return TRANSLATED.some((pattern) => pattern.test(base));
}

/** A link to the page in the reader's language where it exists in it, else to the English page (query and hash kept). */
export function localHref(href: string, locale: Locale): string {
  const [path = '/', rest = ''] = href.split(/(?=[?#])/);
  return isTranslated(path) ? localizePath(path, locale) + rest : href;
}

/**
 * The one address of the page at a path, the one its canonical link, the sitemap and the server (which answers
 * the others 301, server/canonical-paths.mjs) name: no trailing slash, but a language's home ends in one
 * (`/about-us/` → `/about-us`, `/th` → `/th/`). A pre-rendered page is built at its folder's address, with the slash.
 */
export function pageAddress(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return localizePath(trimmed, localeOfPath(trimmed));
}

/** Where the language switch of a page leads: the same page (and query) in language `to`, at its one address. */
export function switchHref(pathname: string, search: string, to: Locale): string {
  if (!isTranslated(pathname)) return localizePath('/', to);
  return localizePath(pageAddress(pathname), to) + search;
}

/**
 * A language's one entry beside its catalogue (whose `language_name` is its name, written in it): its BCP 47 tag,
 * with a region, for Intl; <html lang> is its language and og:locale its language and region (ogLocale). Thai dates
 * follow the Thai convention: the Buddhist Era year (2026 is 2569).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', th: 'th-TH-u-ca-buddhist' };

/** The language of a page's <html lang>: its Intl tag's language ('en', 'th'). */
export function htmlLang(locale: Locale): string {
  return INTL_LOCALES[locale].split('-')[0] as string;
}

/** The Open Graph locale of a language: its Intl tag's language and region ('en_GB', 'th_TH'). */
export function ogLocale(locale: Locale): string {
  const [language, region] = INTL_LOCALES[locale].split('-');
  return `${language}_${region}`;
}
