/** How a performer profile presents its facts (spec section 2, Performer profile). */
import { cityNameIn } from '@/content/city-names';
import { performerStyleLabel } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import type { PerformerMode } from './performer-filter';

/** The label of a listing mode on a profile. */
export function modeLabel(mode: PerformerMode): 'Male Stripper' | 'Topless Waiter' {
  return mode === 'topless-waiters' ? 'Topless Waiter' : 'Male Stripper';
}

/** The label of a listing mode in `locale` (English: modeLabel's). */
export function modeName(mode: PerformerMode, locale: Locale): string {
  return (mode === 'topless-waiters' ? m.listing_mode_waiters : m.listing_mode_strippers)({}, { locale });
}

type Word = (inputs: Record<string, never>, options: { locale: Locale }) => string;
// Looked up by key on the server only, as city names are (the profile is rendered on the server).
const words = m as unknown as Record<string, Word | undefined>;

/**
 * A word the admin typed in English (a colour, a costume, 'None') in `locale`: the catalogue's
 * `pf_<kind>_<word>` when it has one ('Police Officer' → pf_costume_police_officer), else as typed
 * (`english`: a Thai page marks it as English text).
 */
function storedWord(kind: string, value: string, locale: Locale): { text: string; english: boolean } {
  if (locale === 'en') return { text: value, english: false };
  const key = `pf_${kind}_${value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  const message = words[key];
  return message ? { text: message({}, { locale }), english: false } : { text: value, english: true };
}

/** The words of a list joined with `separator`, and whether none of them had a translation. */
function storedWords(kind: string, values: string[], separator: string, locale: Locale): { value: string; lang?: 'en' } {
  const found = values.map((value) => storedWord(kind, value, locale));
  return { value: found.map((word) => word.text).join(separator), ...(found.every((word) => word.english) ? { lang: 'en' } : {}) };
}

/**
 * The labelled facts of a profile in `locale` (default English), with the spec's fallbacks for empty
 * lists. On a Thai page the city, colours, costumes, styles and 'None' come from the catalogue; what the
 * admin typed beyond them (a tattoo's description) stays as typed, with `lang: 'en'`.
 */
export function profileFacts(
  performer: {
    location: string;
    height: string;
    eyeColor: string;
    hairColor: string;
    tattoos: string;
    costumes: string[];
    availableFor: string[];
    /** Listed only when there are any (a profile the agency wrote before languages existed shows none). */
    languages?: string[];
  },
  locale: Locale = 'en',
): { label: string; value: string; lang?: 'en' }[] {
  const o = { locale };
  const costumes = performer.costumes.map((c) => c.trim()).filter(Boolean);
  const styles = performer.availableFor.map((s) => s.trim()).filter(Boolean);
  const languages = (performer.languages ?? []).map((l) => l.trim()).filter(Boolean);
  const styleWords = locale === 'en' ? { value: styles.map(performerStyleLabel).join(' / ') } : storedWords('style', styles, ' / ', locale);
  return [
    { label: m.listing_fact_location({}, o), value: cityNameIn(performer.location, locale) },
    { label: m.listing_fact_height({}, o), value: performer.height },
    { label: m.listing_fact_eyes({}, o), ...storedWords('colour', [performer.eyeColor], '', locale) },
    { label: m.listing_fact_hair({}, o), ...storedWords('colour', [performer.hairColor], '', locale) },
    { label: m.listing_fact_tattoos({}, o), ...storedWords('tattoos', [performer.tattoos], '', locale) },
    {
      label: m.listing_fact_costumes({}, o),
      ...(costumes.length ? storedWords('costume', costumes, ', ', locale) : { value: m.listing_costumes_standard({}, o) }),
    },
    { label: m.listing_fact_available({}, o), ...(styles.length ? styleWords : { value: m.listing_available_standard({}, o) }) },
    ...(languages.length ? [{ label: m.listing_fact_languages({}, o), ...storedWords('language', languages, ', ', locale) }] : []),
  ];
}
