/** The Contact page's info cards (spec section 2), in the page's language. */
import { CITIES_IN_PICKER_ORDER } from '@/content/cities';
import { cityNameIn } from '@/content/city-names';
import type { Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { m } from '@/paraglide/messages';

/** The cards' texts in `locale`, the service areas' city names included. */
export function contactInfo(locale: Locale) {
  const o = { locale };
  return {
    serviceAreas: { cities: CITIES_IN_PICKER_ORDER.map((city) => cityNameIn(city, locale)), note: m.forms_contact_areas_note({}, o) },
    availability: { hours: m.forms_contact_hours({}, o), note: m.forms_contact_hours_note({}, o) },
    // The same figure as the toast after sending (CONTACT_REPLY_HOURS).
    responseTime: m.forms_contact_response_text({ hours: site.replyHours }, o),
    whyChoose: [
      m.forms_contact_why_vetted({}, o),
      m.forms_contact_why_discreet({}, o),
      m.forms_contact_why_flexible({}, o),
      m.forms_contact_why_support({}, o),
    ],
  };
}

const en = contactInfo('en');

/** Service areas card. */
export const SERVICE_AREAS = en.serviceAreas;

/** Response time card: the same figure as the toast after sending (CONTACT_REPLY_HOURS). */
export const RESPONSE_TIME = en.responseTime;
