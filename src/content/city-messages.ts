/**
 * A served city's name in the reader's language, named message by message (never looked up by a computed key),
 * so an island bundles only these: the booking's labels and the price engine's refusals say a city with it.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// A city added to cities.ts without a message here keeps its English name.
const CITY_MESSAGES: Record<string, Message> = { bangkok: m.city_bangkok, pattaya: m.city_pattaya, phuket: m.city_phuket };

/** A served city's name in `locale`, or undefined for a city without a message. */
export function cityMessage(city: string, locale: Locale): string | undefined {
  return CITY_MESSAGES[city]?.({}, { locale });
}
