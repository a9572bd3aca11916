/**
 * What a city listing (spec section 2) shows, read for one city and mode: the performers, the search
 * set, and the section below the performers that the city's page entry chooses. Every price is the
 * database's (what the booking charges), never a copy of it. The layout only renders this.
 */
import { CITIES, isCity, type City } from '@/content/cities';
import { fixedStripperCards, waiterCards } from '@/content/city-packages';
import { CITY_PAGES, faqIn, LISTING_INTRO, textsIn, waiterFaq, type FaqCopy } from '@/content/city-pages';
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
import { INTL_LOCALES, type Locale } from '@/lib/i18n';

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

// The served cities named in the reader's language: 'Bangkok, Pattaya and Phuket', 'กรุงเทพฯ พัทยา และภูเก็ต'.
const servedCitiesIn = (locale: Locale) =>
  new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(CITIES.map((city) => cityNameIn(city, locale)));

// The first question names the topless show's price; without an active one it is left out.
function faqWithPrice(faq: FaqCopy[], price: number | undefined, cityName: string, locale: Locale): FaqItem[] {
  const inputs = { city: cityName, price: price === undefined ? '' : formatBaht(price), saving: '' };
  return faqIn(price === undefined ? faq.slice(1) : faq, inputs, locale);
}

/** The listing of `city` (a served city or one on request) in `mode` and `locale`, read from `db` (the app's by default). */
export function cityListing(city: string, mode: PerformerMode, db: Db = getDb(), locale: Locale = 'en'): CityListing {
  const waiter = mode === 'topless-waiters';
  const cityName = cityNameIn(city, locale);
  const o = { locale };
  const base = {
    waiter,
    cityName,
    seo: citySeo(city, mode, locale),
    intro: LISTING_INTRO[mode]({ city: cityName }, o),
    performers: filterListing(listPublicPerformers(db), city, mode),
  };
  if (!isCity(city)) return { ...base, section: { kind: 'on-request', servedCities: servedCitiesIn(locale) } };
  const page = CITY_PAGES[city];
  if (waiter) {
    const saving = doubleDutySaving(db, city);
    const inputs = { city: cityName, price: '', saving: formatBaht(saving) };
    const cards = waiterCards(city, listActivePricingItems(db, { category: 'topless-waiters', location: city }));
    return {
      ...base,
      section: {
        kind: 'waiters',
        city,
        cards: cards.map((card) => fixedCardView(card, city, 'topless-waiters')),
        about: { paragraphs: textsIn(page.waiterAbout.paragraphs, inputs, locale), images: page.waiterAbout.images },
        faq: faqIn(waiterFaq(saving), inputs, locale),
      },
    };
  }
  const items = listActivePricingItems(db, { category: 'male-strippers', location: city });
  const strippers = page.strippers;
  const inputs = { city: cityName, price: '', saving: '' };
  if (strippers.kind === 'price-list') {
    const topless = items.find((item) => item.title === 'TOPLESS');
    const hens = { heading: strippers.hens.heading(inputs, o), paragraphs: textsIn(strippers.hens.paragraphs, inputs, locale) };
    return { ...base, section: { kind: 'price-list', city, hens, faq: faqWithPrice(strippers.faq, topless?.price, cityName, locale) } };
  }
  const cards = fixedStripperCards(items);
  const topless = cards.find((card) => card.title === 'TOPLESS');
  const { showcase } = strippers;
  return {
    ...base,
    section: {
      kind: 'packages',
      city,
      cards: cards.map((card) => fixedCardView(card, city)),
      about: textsIn(strippers.about, inputs, locale),
      faq: faqWithPrice(strippers.faq, topless?.price, cityName, locale),
      showcase: showcase && {
        heading: showcase.heading(inputs, o),
        text: showcase.text(inputs, o),
        services: textsIn(showcase.services, inputs, locale),
      },
    },
  };
}
