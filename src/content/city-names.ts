/** A city's name in the reader's language: the catalogue's `city_<key>` message, else its English display name. */
import { cityDisplayName } from './cities';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type CityMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;
// Looked up by key on the server only (islands import the messages they use by name).
const messages = m as unknown as Record<string, CityMessage | undefined>;

/** 'bangkok' → 'Bangkok' or 'กรุงเทพฯ'; a city without a message keeps its English name (a new city needs no Thai to work). */
export function cityNameIn(city: string, locale: Locale): string {
  return messages[`city_${city.replace(/-/g, '_')}`]?.({}, { locale }) ?? cityDisplayName(city);
}
