/**
 * The brand: one place for the site name, contact e-mail, reply time and social links. Their environment
 * variables (BRAND_NAME, CONTACT_EMAIL, CONTACT_REPLY_HOURS, SOCIAL_*_URL) are Astro's typed build-time values
 * (`astro:env`, schema in lib/server/environment.mjs): `npm start` builds first, and pre-rendered
 * pages, pages rendered on demand and e-mails all carry the build's values.
 */
import {
  BRAND_NAME,
  BUSINESS_LATITUDE,
  BUSINESS_LONGITUDE,
  BUSINESS_POSTAL_CODE,
  BUSINESS_STREET_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  CONTACT_REPLY_HOURS,
  SOCIAL_FACEBOOK_URL,
  SOCIAL_INSTAGRAM_URL,
  SOCIAL_WHATSAPP_URL,
} from 'astro:env/client';
import * as clock from '@/lib/clock';
import { AGENCY_TIME_ZONE } from '@/lib/dates';

/** A setting's decimal degrees, undefined when unset, not a number or beyond ±limit. */
function degrees(text: string, limit: number): number | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** Brand and contact details used by the layout, footer and copy. */
export const site = {
  name: BRAND_NAME,
  tagline: 'Male strippers and topless waiters in Bangkok, Pattaya and Phuket',
  email: CONTACT_EMAIL,
  /** The support line's number (CONTACT_PHONE), called through a tel: link. */
  phone: CONTACT_PHONE,
  /** Hours within which the agency promises to answer an inquiry (CONTACT_REPLY_HOURS): one figure wherever it is said. */
  replyHours: CONTACT_REPLY_HOURS,
  location: 'Bangkok, Thailand',
  /** Where the agency is (BUSINESS_*), for its structured data: empty or undefined while unset. */
  business: {
    streetAddress: BUSINESS_STREET_ADDRESS,
    postalCode: BUSINESS_POSTAL_CODE,
    latitude: degrees(BUSINESS_LATITUDE, 90),
    longitude: degrees(BUSINESS_LONGITUDE, 180),
  },
  social: {
    facebook: SOCIAL_FACEBOOK_URL,
    instagram: SOCIAL_INSTAGRAM_URL,
    whatsapp: SOCIAL_WHATSAPP_URL,
  },
};

const bangkokYear = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, year: 'numeric' });

/** The current year in Bangkok, for the footer's copyright line (read when a page is rendered). */
export function copyrightYear(now = clock.currentDate()): string {
  return bangkokYear.format(now);
}
