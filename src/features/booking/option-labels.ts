/**
 * The booking's stored choices (booking-options.ts keys) and served cities in the reader's language. Named
 * message by message, never looked up by a computed key, so an island bundles only these messages.
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Option groups of the booking form, each key with its message. */
export const OPTION_MESSAGES: Record<'venue' | 'sound' | 'occasion', Record<string, Message>> = {
  venue: {
    'house-apartment': m.opt_venue_house_apartment,
    hotel: m.opt_venue_hotel,
    'bar-club': m.opt_venue_bar_club,
    'function-room': m.opt_venue_function_room,
  },
  sound: { yes: m.opt_sound_yes, no: m.opt_sound_no },
  occasion: {
    hens: m.opt_occasion_hens,
    birthday: m.opt_occasion_birthday,
    'girls-night': m.opt_occasion_girls_night,
    other: m.opt_occasion_other,
  },
};

// A city added to cities.ts without a message here keeps its English name.
const CITY_MESSAGES: Record<string, Message> = { bangkok: m.city_bangkok, pattaya: m.city_pattaya, phuket: m.city_phuket };

/** A stored option's label in `locale`, or undefined for a key without a message. */
export function optionMessage(group: keyof typeof OPTION_MESSAGES, value: string | null | undefined, locale: Locale): string | undefined {
  return value ? OPTION_MESSAGES[group][value]?.({}, { locale }) : undefined;
}

/** A served city's name in `locale`, or undefined for a city without a message. */
export function cityMessage(city: string, locale: Locale): string | undefined {
  return CITY_MESSAGES[city]?.({}, { locale });
}
