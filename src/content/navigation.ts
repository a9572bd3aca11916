/** The navigation bar and footer links (spec section 2), in the page's language. */
import { CITIES } from './cities';
import { cityNameIn } from './city-names';
import { localHref, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** A link with a label. */
export interface NavLink {
  label: string;
  href: string;
}
/** A top-level navigation entry: a link, or a group of city links. */
export type NavEntry = NavLink | { label: string; id: string; children: NavLink[] };

/** Entries of the navigation bar, in order (the Admin link is added separately, for admins only). */
export function navEntries(locale: Locale): NavEntry[] {
  const o = { locale };
  const link = (label: string, href: string): NavLink => ({ label, href: localHref(href, locale) });
  const cityLinks = (base: string): NavLink[] => CITIES.map((city) => link(cityNameIn(city, locale), `${base}/${city}`));
  return [
    link(m.nav_home({}, o), '/'),
    link(m.nav_about({}, o), '/about-us'),
    { label: m.nav_male_strippers({}, o), id: 'male-strippers', children: cityLinks('/male-strippers') },
    { label: m.nav_topless_waiters({}, o), id: 'topless-waiters', children: cityLinks('/topless-waiters') },
    { label: m.nav_pricing({}, o), id: 'pricing', children: cityLinks('/pricing') },
    link(m.nav_join({}, o), '/join'),
    link(m.nav_contact({}, o), '/contact'),
  ];
}

/** Footer link columns. */
export function footerColumns(locale: Locale): { title: string; links: NavLink[] }[] {
  const o = { locale };
  const link = (label: string, href: string): NavLink => ({ label, href: localHref(href, locale) });
  return [
    {
      title: m.footer_services({}, o),
      // Every show size is priced on the one pricing page; custom requests go to the contact form.
      links: [
        ...[m.footer_solo({}, o), m.footer_duo({}, o), m.footer_group({}, o)].map((label) => link(label, '/pricing')),
        link(m.footer_custom({}, o), '/contact?type=custom'),
      ],
    },
    {
      title: m.footer_support({}, o),
      links: [
        link(m.footer_booking_help({}, o), '/booking'),
        link(m.footer_faq({}, o), '/#faq'),
        link(m.footer_contact_us({}, o), '/contact'),
        link(m.footer_privacy({}, o), '/privacy'),
      ],
    },
  ];
}
