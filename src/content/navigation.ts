/** The navigation bar and footer links (spec section 2). */
import { CITIES, CITY_NAMES } from './cities';

/** A link with a label. */
export interface NavLink {
  label: string;
  href: string;
}
/** A top-level navigation entry: a link, or a group of city links. */
export type NavEntry = NavLink | { label: string; id: string; children: NavLink[] };

const cityLinks = (base: string): NavLink[] => CITIES.map((city) => ({ label: CITY_NAMES[city], href: `${base}/${city}` }));

/** Entries of the navigation bar, in order (the Admin link is added separately, for admins only). */
export const navEntries: NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'About us', href: '/about-us' },
  { label: 'Male strippers', id: 'male-strippers', children: cityLinks('/male-strippers') },
  { label: 'Topless waiters', id: 'topless-waiters', children: cityLinks('/topless-waiters') },
  { label: 'Pricing', id: 'pricing', children: cityLinks('/pricing') },
  { label: 'Join us', href: '/join' },
  { label: 'Contact', href: '/contact' },
];

/** Footer link columns. */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Services',
    // Every show size is priced on the one pricing page; custom requests go to the contact form.
    links: [
      ...['Solo Performances', 'Duo Shows', 'Group Entertainment'].map((label) => ({ label, href: '/pricing' })),
      { label: 'Custom Requests', href: '/contact?type=custom' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Booking Help', href: '/booking' },
      { label: 'FAQ', href: '/#faq' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];
