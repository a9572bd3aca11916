/**
 * The application form's words in the page's language, said by the server and passed to the island as
 * props: the island ships no catalogue (each message carries every language), so a phone reads less script.
 */
import { CITIES, CITY_NAMES } from '@/content/cities';
import { cityMessage } from '@/features/booking/option-labels';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { MINIMUM_AGE } from './application-fields';
import { applicationToasts } from './join-messages';

/** Everything the application form says, in `locale`. */
export function applicationWords(locale: Locale) {
  const o = { locale };
  return {
    form: m.forms_join_form({}, o),
    fullName: m.forms_full_name({}, o),
    stageName: m.forms_stage_name({}, o),
    email: m.forms_email({}, o),
    phone: m.forms_phone({}, o),
    optional: m.forms_optional({}, o),
    honeypot: m.forms_honeypot_label({}, o),
    location: m.forms_location({}, o),
    locationPlaceholder: m.forms_location_placeholder({}, o),
    // The served cities, each sent as its key and read in the page's language.
    locations: CITIES.map((city) => ({ value: city, label: cityMessage(city, locale) ?? CITY_NAMES[city] })),
    age: m.forms_age({}, o),
    ageHint: m.forms_age_hint({ age: MINIMUM_AGE }, o),
    interestedIn: m.forms_interested_in({}, o),
    // What each interest reads on the page (INTERESTS' order); the English values are what is sent.
    interests: [m.forms_interest_stripper({}, o), m.forms_interest_waiter({}, o)],
    details: m.forms_details({}, o),
    detailsPlaceholder: m.forms_details_placeholder({}, o),
    sending: m.forms_submitting({}, o),
    send: m.forms_submit({}, o),
    toasts: applicationToasts(locale),
  };
}

/** The application form's words (applicationWords' answer), the island's `words` prop. */
export type ApplicationWords = ReturnType<typeof applicationWords>;
