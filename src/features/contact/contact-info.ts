/** The Contact page's info cards (spec section 2). */

/** Service areas card. */
export const SERVICE_AREAS = {
  cities: ['Bangkok', 'Phuket', 'Pattaya'],
  note: 'Arrangements available for other destinations',
} as const;

/** Availability card. */
export const AVAILABILITY = {
  hours: 'Daily 10:00 AM - 2:00 AM',
  note: 'Customer service always available',
} as const;

/** Response time card. */
export const RESPONSE_TIME = 'We respond to every inquiry within 48 hours.';

/** The 'Why choose' list. */
export const WHY_CHOOSE = [
  'Professional vetted performers',
  'Discreet and confidential',
  'Flexible scheduling and locations',
  'Professional customer support',
] as const;
