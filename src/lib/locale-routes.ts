/**
 * The localized routes' one definition: every page under src/pages/[lang]/ renders the base language's page
 * for each prefixed language (every language but the base one, from LOCALES). Each is rendered on demand and
 * answers any first segment; the middleware turns a segment that is not a prefixed language into the not-found page.
 */
import { PREFIXED_LOCALES, type Locale } from '@/lib/i18n';

/** Whether a `[lang]` segment names a prefixed language (`th`; not `en`, which has no prefix, nor anything else). */
export function isPrefixedLocale(segment: string | undefined): segment is Locale {
  return PREFIXED_LOCALES.some((locale) => locale === segment);
}
