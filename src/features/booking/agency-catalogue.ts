/**
 * A booking as the agency reads it (its e-mails and the panel), in the staff member's panel language from the panel's
 * catalogues (Italian by default), while the customer's stay in their language. The summary is written from the
 * data in these words (the same SummaryWords a customer language has); customer text, service names and amounts
 * stay as they are. Named message by message, never looked up by a computed key, so a screen ships only these.
 */
import { formatEventDate } from '@/lib/event-time';
import { formatAgencyDay } from '@/lib/dates';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import type { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import { cityMessage } from './option-labels';
import type { OptionGroup, SummaryWords } from './summary-words';

type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

/** The agency's words for the booking's choices, by stored key (a new key without its words fails the type check). */
export const AGENCY_OPTION_LABELS: {
  venue: Record<keyof typeof VENUE_TYPES, Said>;
  sound: Record<keyof typeof SOUND_SYSTEM, Said>;
  occasion: Record<keyof typeof OCCASIONS, Said>;
} = {
  venue: {
    'house-apartment': pm.agency_option_venue_house_apartment,
    hotel: pm.agency_option_venue_hotel,
    'bar-club': pm.agency_option_venue_bar_club,
    'function-room': pm.agency_option_venue_function_room,
  },
  occasion: {
    hens: pm.agency_option_occasion_hens,
    birthday: pm.agency_option_occasion_birthday,
    'girls-night': pm.agency_option_occasion_girls_night,
    other: pm.agency_option_occasion_other,
  },
  sound: { yes: pm.agency_option_sound_yes, no: pm.agency_option_sound_no },
};

/** A stored choice in `locale`'s words, or undefined for a key the booking no longer offers. */
export function agencyOption(group: OptionGroup, value: string, locale: PanelLocale): string | undefined {
  const labels: Record<string, Said> = AGENCY_OPTION_LABELS[group];
  return Object.hasOwn(labels, value) ? labels[value]!({}, { locale }) : undefined;
}

/** A booking as a staff member reads it, in their panel language. */
export function agencyWordsIn(locale: PanelLocale): SummaryWords {
  const o = { locale };
  return {
    bookingReference: pm.agency_summary_reference({}, o),
    customerInformation: pm.agency_summary_customer({}, o),
    name: pm.agency_summary_name({}, o),
    email: pm.agency_summary_email({}, o),
    phone: pm.agency_summary_phone({}, o),
    notSpecified: pm.agency_summary_not_specified({}, o),
    none: pm.agency_summary_none({}, o),
    toBeAssigned: pm.agency_summary_to_be_assigned({}, o),
    address: pm.agency_summary_address({}, o),
    venueType: pm.agency_summary_venue_type({}, o),
    soundSystem: pm.agency_summary_sound_system({}, o),
    occasion: pm.agency_summary_occasion({}, o),
    specialRequests: pm.agency_summary_special_requests({}, o),
    eventDetails: pm.agency_summary_event({}, o),
    date: pm.agency_summary_date({}, o),
    time: pm.agency_summary_time({}, o),
    duration: pm.agency_summary_duration({}, o),
    city: pm.agency_summary_city({}, o),
    servicesPerformers: pm.agency_summary_services_performers({}, o),
    maleStrippers: pm.agency_summary_male_strippers({}, o),
    toplessWaiters: pm.agency_summary_topless_waiters({}, o),
    pricing: pm.agency_summary_pricing({}, o),
    total: pm.agency_summary_total({}, o),
    advance: pm.agency_summary_advance({}, o),
    cash: pm.agency_summary_cash({}, o),
    discount: pm.agency_summary_discount({}, o),
    partnerDiscount: pm.agency_summary_partner_discount({}, o),
    supplement: pm.agency_summary_supplement({}, o),
    whatChanged: pm.agency_summary_what_changed({}, o),
    minutes: (minutes) => pm.agency_summary_minutes({ minutes }, o),
    advanceRate: (percent) => pm.agency_summary_advance_rate({ percent }, o),
    extraTime: (inputs) => pm.agency_summary_extra_time(inputs, o),
    extraWaiters: (count) => pm.agency_summary_extra_waiters({ count }, o),
    // Italian keeps the agency's day and the cities' own names (Bangkok, Pattaya, Phuket); English and Thai read
    // them as the customer pages write them.
    eventDate: (date) => (locale === 'it' ? formatAgencyDay(date) : formatEventDate(date, locale)),
    cityName: (city) => (locale === 'it' ? undefined : cityMessage(city, locale)),
    option: (group, value) => agencyOption(group, value, locale),
  };
}
