/** Structured data (schema.org JSON-LD) for the agency, FAQ sections and breadcrumbs. */
import { CITIES, CITY_NAMES } from '@/content/cities';
import { site } from '@/lib/site';
import type { FaqItem } from '@/content/faq-item';
import { INTL_LOCALES, localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** A breadcrumb step: name and root-relative or absolute URL. */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** The BCP 47 language of a page for JSON-LD `inLanguage` ('en-GB', 'th-TH'): its Intl tag without the extensions (calendar). */
export const inLanguage = (locale: Locale): string => new Intl.Locale(INTL_LOCALES[locale]).baseName;

/** Every day of the week, for the opening hours. */
const ALL_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The agency as an EntertainmentBusiness serving the three cities, described in the page's language, with only
 * the properties schema.org gives that type (no `inLanguage`): its contact details come from the brand settings
 * (lib/site.ts), and the street address, postcode and position are left out while their settings are unset.
 */
export function businessJsonLd(origin: string, locale: Locale = 'en', business = site.business): Record<string, unknown> {
  const { streetAddress, postalCode, latitude, longitude } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    name: site.name,
    // Thai ends a sentence without a full stop.
    description: locale === 'en' ? `${site.tagline}.` : m.site_tagline({}, { locale }),
    url: new URL(localizePath('/', locale), origin).href,
    image: new URL('/og-image.png', origin).href,
    email: site.email,
    telephone: site.phone,
    priceRange: '฿6,000 - ฿27,000',
    currenciesAccepted: 'THB',
    address: {
      '@type': 'PostalAddress',
      ...(streetAddress && { streetAddress }),
      addressLocality: 'Bangkok',
      ...(postalCode && { postalCode }),
      addressCountry: 'TH',
    },
    ...(latitude !== undefined && longitude !== undefined && { geo: { '@type': 'GeoCoordinates', latitude, longitude } }),
    areaServed: CITIES.map((city) => ({ '@type': 'City', name: CITY_NAMES[city] })),
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_WEEK, opens: '10:00', closes: '02:00' },
    sameAs: Object.values(site.social),
  };
}

/** A FAQPage for a list of questions, in the page's language. */
export function faqJsonLd(items: FaqItem[], locale: Locale = 'en'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: inLanguage(locale),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.url, origin).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against closing the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
