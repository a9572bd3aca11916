/**
 * The localized routes' one definition: every page under src/pages/[lang]/ renders the base language's page
 * for each prefixed language (every language but the base one, from LOCALES). A pre-rendered page gets one
 * build per language from `getStaticPaths`; an on-demand one answers any first segment, and the middleware
 * turns a segment that is not a prefixed language into the not-found page.
 */
import { PREFIXED_LOCALES, type Locale } from '@/lib/i18n';

/** Whether a `[lang]` segment names a prefixed language (`th`; not `en`, which has no prefix, nor anything else). */
export function isPrefixedLocale(segment: string | undefined): segment is Locale {
  return PREFIXED_LOCALES.some((locale) => locale === segment);
}

/** `getStaticPaths` of a pre-rendered page under src/pages/[lang]/: one page per prefixed language. */
export function localeStaticPaths(): { params: { lang: Locale } }[] {
  return PREFIXED_LOCALES.map((lang) => ({ params: { lang } }));
}
