/**
 * The words a booking summary is written with (summarySections, priceLines, changedRows): a customer
 * language's come from its catalogue (customerWords), the agency's from the panel's catalogues in the staff
 * member's language (agency-catalogue.ts). The summary is rendered once, from the data, in the reader's words; nothing is
 * translated after rendering.
 */
import type { Locale } from '@/lib/i18n';
import { formatEventDate } from '@/lib/event-time';
import { m } from '@/paraglide/messages';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import { cityMessage, optionMessage } from './option-labels';

/** A choice group of the booking (its stored keys: booking-options.ts). */
export type OptionGroup = 'venue' | 'sound' | 'occasion';

/** Every word of a booking summary; a catalogue missing one fails the type check. */
export interface SummaryWords {
  bookingReference: string;
  customerInformation: string;
  name: string;
  email: string;
  phone: string;
  notSpecified: string;
  none: string;
  toBeAssigned: string;
  address: string;
  venueType: string;
  soundSystem: string;
  occasion: string;
  specialRequests: string;
  eventDetails: string;
  date: string;
  time: string;
  duration: string;
  city: string;
  servicesPerformers: string;
  maleStrippers: string;
  toplessWaiters: string;
  pricing: string;
  total: string;
  advance: string;
  cash: string;
  discount: string;
  /** A partner code's discount line. */
  partnerDiscount: string;
  supplement: string;
  whatChanged: string;
  minutes: (minutes: number) => string;
  advanceRate: (percent: number) => string;
  /** 'Extra time{who}: {minutes} min × {rate}{waiters}'. */
  extraTime: (inputs: { who: string; minutes: number; rate: string; waiters: string }) => string;
  /** ' × {count} waiters'. */
  extraWaiters: (count: number) => string;
  /** An event date (YYYY-MM-DD) as the reader reads it. */
  eventDate: (date: string) => string;
  /** A served city's name (its key), or undefined for another text. */
  cityName: (city: string) => string | undefined;
  /** A stored choice's label, or undefined for a key without one. */
  option: (group: OptionGroup, value: string) => string | undefined;
}

const ENGLISH_OPTIONS: Record<OptionGroup, Record<string, string>> = { venue: VENUE_TYPES, sound: SOUND_SYSTEM, occasion: OCCASIONS };

/** The summary's words in a customer's language, from the message catalogues. */
export function customerWords(locale: Locale): SummaryWords {
  const o = { locale };
  return {
    bookingReference: m.sum_booking_reference({}, o),
    customerInformation: m.sum_customer_information({}, o),
    name: m.sum_name({}, o),
    email: m.sum_email({}, o),
    phone: m.sum_phone({}, o),
    notSpecified: m.sum_not_specified({}, o),
    none: m.sum_none({}, o),
    toBeAssigned: m.sum_to_be_assigned({}, o),
    address: m.sum_address({}, o),
    venueType: m.sum_venue_type({}, o),
    soundSystem: m.sum_sound_system({}, o),
    occasion: m.sum_occasion({}, o),
    specialRequests: m.sum_special_requests({}, o),
    eventDetails: m.sum_event_details({}, o),
    date: m.sum_date({}, o),
    time: m.sum_time({}, o),
    duration: m.sum_duration({}, o),
    city: m.sum_city({}, o),
    servicesPerformers: m.sum_services_performers({}, o),
    maleStrippers: m.sum_male_strippers({}, o),
    toplessWaiters: m.sum_topless_waiters({}, o),
    pricing: m.sum_pricing({}, o),
    total: m.price_total({}, o),
    advance: m.price_advance({}, o),
    cash: m.price_cash({}, o),
    discount: m.price_discount({}, o),
    partnerDiscount: m.price_partner_discount({}, o),
    supplement: m.price_supplement({}, o),
    whatChanged: m.mail_what_changed({}, o),
    minutes: (minutes) => m.sum_minutes({ minutes }, o),
    advanceRate: (percent) => m.price_advance_rate({ percent }, o),
    extraTime: (inputs) => m.price_extra_time(inputs, o),
    extraWaiters: (count) => m.price_extra_waiters({ count }, o),
    eventDate: (date) => formatEventDate(date, locale),
    cityName: (city) => cityMessage(city, locale),
    option: (group, value) => optionMessage(group, value, locale) ?? ENGLISH_OPTIONS[group][value],
  };
}
