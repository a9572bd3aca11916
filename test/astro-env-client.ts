/**
 * `astro:env/client` under Vitest, which runs without Astro's Vite plugin: each brand value from the
 * environment, else its default in the one schema (BRAND_ENV_SCHEMA), as the build would inline it.
 */
import { BRAND_ENV_SCHEMA } from '@/lib/server/environment.mjs';

type TextSetting = Exclude<keyof typeof BRAND_ENV_SCHEMA, 'CONTACT_REPLY_HOURS'>;
const value = (name: TextSetting): string => process.env[name] || BRAND_ENV_SCHEMA[name].default;

/** The site name (BRAND_NAME). */
export const BRAND_NAME = value('BRAND_NAME');
/** The public contact address (CONTACT_EMAIL). */
export const CONTACT_EMAIL = value('CONTACT_EMAIL');
/** The Facebook page (SOCIAL_FACEBOOK_URL). */
export const SOCIAL_FACEBOOK_URL = value('SOCIAL_FACEBOOK_URL');
/** The Instagram page (SOCIAL_INSTAGRAM_URL). */
export const SOCIAL_INSTAGRAM_URL = value('SOCIAL_INSTAGRAM_URL');
/** The WhatsApp link (SOCIAL_WHATSAPP_URL). */
export const SOCIAL_WHATSAPP_URL = value('SOCIAL_WHATSAPP_URL');
/** The support line's number (CONTACT_PHONE). */
export const CONTACT_PHONE = value('CONTACT_PHONE');
/** Hours within which inquiries are answered (CONTACT_REPLY_HOURS). */
export const CONTACT_REPLY_HOURS = Number(process.env.CONTACT_REPLY_HOURS) || BRAND_ENV_SCHEMA.CONTACT_REPLY_HOURS.default;
/** The agency's street address (BUSINESS_STREET_ADDRESS), empty while unset. */
export const BUSINESS_STREET_ADDRESS = value('BUSINESS_STREET_ADDRESS');
/** Its postcode (BUSINESS_POSTAL_CODE), empty while unset. */
export const BUSINESS_POSTAL_CODE = value('BUSINESS_POSTAL_CODE');
/** The agency's latitude (BUSINESS_LATITUDE), empty while unset. */
export const BUSINESS_LATITUDE = value('BUSINESS_LATITUDE');
/** The agency's longitude (BUSINESS_LONGITUDE), empty while unset. */
export const BUSINESS_LONGITUDE = value('BUSINESS_LONGITUDE');
