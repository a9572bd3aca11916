/**
 * What a city listing (spec section 2) shows, read for one city and mode: the performers, the search
 * set, and the section below the performers that the city's page entry chooses. Every price is the
 * database's (what the booking charges), never a copy of it. The layout only renders this.
 */
import { CITY_DISPLAY_NAMES, citiesText, isCity, type City } from '@/content/cities';
import { fixedStripperCards, waiterCards } from '@/content/city-packages';
import { CITY_PAGES, type CityPage, listingIntro, listingIntroTh, waiterFaq, waiterFaqTh } from '@/content/city-pages';
import type { FaqItem } from '@/content/faq-item';
import { filterListing, type PerformerMode } from '@/features/performers/performer-filter';
import { listPublicPerformers, type PublicPerformer } from '@/features/performers/performers.server';
import { fixedCardView, type PricingCardView } from '@/features/pricing/card-view';
import { doubleDutySaving } from '@/features/pricing/price-engine.server';
import { listActivePricingItems } from '@/features/pricing/pricing.server';
import { citySeo, type SeoSet } from '@/features/seo/seo-sets';
import { cityNameIn } from '@/content/city-names';
import { formatBaht } from '@/lib/money';
import { getDb, type Db } from '@/lib/server/db';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** The section under the performers: by the city's page entry and the mode, or on request for a city not served. */
export type ListingSection =
  | { kind: 'on-request'; servedCities: string }
  | { kind: 'waiters'; city: City; cards: PricingCardView[]; about: { paragraphs: string[]; images: [string, string] }; faq: FaqItem[] }
  | {
      kind: 'packages';
      city: City;
      cards: PricingCardView[];
      about: string[];
      faq: FaqItem[];
      showcase?: { heading: string; text: string; services: string[] };
    }
  | { kind: 'price-list'; city: City; hens: { heading: string; paragraphs: string[] }; faq: FaqItem[] };

/** A city listing ready to render. */
export interface CityListing {
  waiter: boolean;
  cityName: string;
  seo: SeoSet;
  intro: string;
  performers: PublicPerformer[];
  section: ListingSection;
}

// A served city's copy in `locale`: its Thai entry (with the English entry's photos and booking titles), else its English one.
function cityPageIn(city: City, locale: Locale): Omit<CityPage, 'th'> {
  const page = CITY_PAGES[city];
  if (locale === 'en' || !page.th) return page;
  return { ...page, ...page.th, waiterAbout: { paragraphs: page.th.waiterAbout, images: page.waiterAbout.images } };
}

// The first question names the topless show's price; without an active one it is left out.
const withFromPrice = (faq: (fromPrice: string) => FaqItem[], price: number | undefined) =>
  price === undefined ? faq('').slice(1) : faq(formatBaht(price));

/** The listing of `city` (a served city or one on request) in `mode` and `locale`, read from `db` (the app's by default). */
export function cityListing(city: string, mode: PerformerMode, db: Db = getDb(), locale: Locale = 'en'): CityListing {
  const waiter = mode === 'topless-waiters';
  const cityName = cityNameIn(city, locale);
  const base = {
    waiter,
    cityName,
    seo: citySeo(city, mode, locale),
    intro: (locale === 'th' ? listingIntroTh : listingIntro)[mode].replace('{city}', cityName),
    performers: filterListing(listPublicPerformers(db), city, mode),
  };
  if (!isCity(city)) {
    const servedCities = locale === 'th' ? m.listing_served_cities({}, { locale }) : citiesText('and', CITY_DISPLAY_NAMES);
    return { ...base, section: { kind: 'on-request', servedCities } };
  }
  const page = cityPageIn(city, locale);
  if (waiter) {
    const cards = waiterCards(city, listActivePricingItems(db, { category: 'topless-waiters', location: city }));
    return {
      ...base,
      section: {
        kind: 'waiters',
        city,
        cards: cards.map((card) => fixedCardView(card, city, 'topless-waiters')),
        about: page.waiterAbout,
        faq: (locale === 'th' ? waiterFaqTh : waiterFaq)(cityName, doubleDutySaving(db, city)),
      },
    };
  }
  const items = listActivePricingItems(db, { category: 'male-strippers', location: city });
  const strippers = page.strippers;
  if (strippers.kind === 'price-list') {
    const topless = items.find((item) => item.title === 'TOPLESS');
    return { ...base, section: { kind: 'price-list', city, hens: strippers.hens, faq: withFromPrice(strippers.faq, topless?.price) } };
  }
  const cards = fixedStripperCards(items);
  const topless = cards.find((card) => card.title === 'TOPLESS');
  return {
    ...base,
    section: {
      kind: 'packages',
      city,
      cards: cards.map((card) => fixedCardView(card, city)),
      about: strippers.about,
      faq: withFromPrice(strippers.faq, topless?.price),
      showcase: strippers.showcase,
    },
  };
}
