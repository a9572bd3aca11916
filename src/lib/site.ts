/**
 * The brand: one place for the site name, contact e-mail and social links. Environment variables
 * override the defaults; pre-rendered pages read them at build time (`npm start` builds first).
 * Islands import this module, so it cannot import the server-only config.ts: it is the one other
 * reader of process.env under src/, for these brand variables only (in a browser the defaults apply).
 */
const env = (name: string, fallback: string) => (typeof process !== 'undefined' && process.env[name]) || fallback;

/** Brand and contact details used by the layout, footer and copy. */
export const site = {
  name: env('BRAND_NAME', 'Siam Hunks'),
  tagline: 'Male strippers and topless waiters in Bangkok, Pattaya and Phuket',
  email: env('CONTACT_EMAIL', 'bookings@siamhunks.example'),
  location: 'Bangkok, Thailand',
  social: {
    facebook: env('SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/siamhunks'),
    instagram: env('SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/siamhunks'),
    whatsapp: env('SOCIAL_WHATSAPP_URL', 'https://wa.me/66000000000'),
  },
};

const bangkokYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric' });

/** The current year in Bangkok, for the footer's copyright line (read when a page is rendered). */
export function copyrightYear(now = new Date()): string {
  return bangkokYear.format(now);
}
