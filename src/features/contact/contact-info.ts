/** The Contact page's info cards (spec section 2). */
import { CITIES_IN_PICKER_ORDER, CITY_NAMES } from '@/content/cities';
import { site } from '@/lib/site';

/** Service areas card. */
export const SERVICE_AREAS = {
  cities: CITIES_IN_PICKER_ORDER.map((city) => CITY_NAMES[city]),
  note: 'Arrangements available for other destinations',
} as const;

/** Availability card. */
export const AVAILABILITY = {
  hours: 'Daily 10:00 AM - 2:00 AM',
  note: 'Customer service always available',
} as const;

/** Response time card: the same figure as the toast after sending (CONTACT_REPLY_HOURS). */
export const RESPONSE_TIME = `We respond to every inquiry within ${site.replyHours} hours.`;

/** The 'Why choose' list. */
export const WHY_CHOOSE = [
  'Professional vetted performers',
  'Discreet and confidential',
  'Flexible scheduling and locations',
  'Professional customer support',
] as const;
