/** How a performer profile presents its facts (spec section 2, Performer profile). */
import { cityDisplayName } from '@/content/cities';
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

/** The labelled facts of a profile in `locale` (default English), with the spec's fallbacks for empty lists. */
export function profileFacts(
  performer: {
    location: string;
    height: string;
    eyeColor: string;
    hairColor: string;
    tattoos: string;
    costumes: string[];
    availableFor: string[];
  },
  locale: Locale = 'en',
): { label: string; value: string }[] {
  const o = { locale };
  const costumes = performer.costumes.map((c) => c.trim()).filter(Boolean);
  const styles = performer.availableFor.map((s) => s.trim()).filter(Boolean);
  return [
    { label: m.listing_fact_location({}, o), value: cityDisplayName(performer.location) },
    { label: m.listing_fact_height({}, o), value: performer.height },
    { label: m.listing_fact_eyes({}, o), value: performer.eyeColor },
    { label: m.listing_fact_hair({}, o), value: performer.hairColor },
    { label: m.listing_fact_tattoos({}, o), value: performer.tattoos },
    { label: m.listing_fact_costumes({}, o), value: costumes.length ? costumes.join(', ') : m.listing_costumes_standard({}, o) },
    {
      label: m.listing_fact_available({}, o),
      value: styles.length ? styles.map(performerStyleLabel).join(' / ') : m.listing_available_standard({}, o),
    },
  ];
}
