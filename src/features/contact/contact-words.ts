/**
 * The contact form's words in the page's language, said by the server and passed to the island as props:
 * the island ships no catalogue (each message carries every language), so a phone reads less script.
 */
import { CITIES, cityDisplayName, ON_REQUEST_CITIES } from '@/content/cities';
import { localHref, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { CONTACT_LIMITS } from './contact-fields';
import { contactToasts } from './contact-messages';

/** The message a ?city= link starts the form with, in `locale`, for each city with a page (the on-request listings link here). */
export function cityRequestMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    [...CITIES, ...ON_REQUEST_CITIES].map((city) => [city, m.forms_city_message({ city: cityDisplayName(city) }, { locale })]),
  );
}

/** Everything the contact form says, in `locale`. */
export function contactWords(locale: Locale) {
  const o = { locale };
  return {
    form: m.forms_contact_form({}, o),
    firstName: m.forms_first_name({}, o),
    lastName: m.forms_last_name({}, o),
    email: m.forms_email({}, o),
    phone: m.forms_phone({}, o),
    optional: m.forms_optional({}, o),
    honeypot: m.forms_honeypot_label({}, o),
    inquiryType: m.forms_inquiry_type({}, o),
    inquiryPlaceholder: m.forms_inquiry_placeholder({}, o),
    // The inquiry types, keyed by what is sent, in form order (contact-fields.ts' INQUIRY_VALUES).
    inquiries: {
      booking: m.forms_inquiry_booking({}, o),
      performer: m.forms_inquiry_performer({}, o),
      custom: m.forms_inquiry_custom({}, o),
      general: m.forms_inquiry_general({}, o),
    },
    limits: CONTACT_LIMITS,
    message: m.forms_message({}, o),
    messagePlaceholder: m.forms_message_placeholder({}, o),
    acceptBefore: m.forms_accept_before({}, o),
    acceptPrivacy: m.forms_accept_privacy({}, o),
    acceptAnd: m.forms_accept_and({}, o),
    acceptTerms: m.forms_accept_terms({}, o),
    privacyHref: localHref('/privacy', locale),
    termsHref: localHref('/terms', locale),
    sending: m.forms_sending({}, o),
    send: m.forms_send({}, o),
    toasts: contactToasts(locale),
    cityMessages: cityRequestMessages(locale),
  };
}

/** The contact form's words (contactWords' answer), the island's `words` prop. */
export type ContactWords = ReturnType<typeof contactWords>;
