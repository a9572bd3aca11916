/**
 * The copy of the city listings (spec section 2), per mode and city: which texts each listing shows, in
 * which order, with its photos. The words are the message catalogues' (`listing_*` in messages/{locale}.json),
 * one file per language, so this file holds no text and no language. Read on the server only.
 */
import type { FaqItem } from '@/content/faq-item';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import type { City } from './cities';

/** What a listing's texts may name: the city in the reader's language, the one-hour topless show's price, the waiter saving. */
export interface ListingInputs {
  city: string;
  price: string;
  saving: string;
}

/** What a male-strippers listing's search-engine texts may name: the city, the brand and the city's price range. */
export interface SeoInputs {
  city: string;
  brand: string;
  from: string;
  to: string;
}

/** A text of the catalogues (a compiled message), said with its inputs in the reader's language. */
export type CopyText<Inputs = ListingInputs> = (inputs: Inputs, options: { locale: Locale }) => string;

/** A question and its answer. */
export interface FaqCopy {
  question: CopyText;
  answer: CopyText;
}

/** The questions said in `locale` with `inputs`. */
export function faqIn(faq: readonly FaqCopy[], inputs: ListingInputs, locale: Locale): FaqItem[] {
  const o = { locale };
  return faq.map(({ question, answer }) => ({ question: question(inputs, o), answer: answer(inputs, o) }));
}

/** The texts said in `locale` with `inputs`. */
export function textsIn(texts: readonly CopyText[], inputs: ListingInputs, locale: Locale): string[] {
  return texts.map((text) => text(inputs, { locale }));
}

/** Intro paragraph under the title, per mode. */
export const LISTING_INTRO = {
  'male-strippers': m.listing_intro_strippers,
  'topless-waiters': m.listing_intro_waiters,
} as const satisfies Record<string, CopyText>;

/** Waiter mode: five questions; `saving` is what a performer in both roles saves in the city (the pricing parameters), named when above 0. */
export const waiterFaq = (saving: number): FaqCopy[] => [
  { question: m.listing_waiter_faq_role_q, answer: m.listing_waiter_faq_role_a },
  { question: m.listing_waiter_faq_length_q, answer: m.listing_waiter_faq_length_a },
  { question: m.listing_waiter_faq_count_q, answer: m.listing_waiter_faq_count_a },
  { question: m.listing_waiter_faq_drinks_q, answer: m.listing_waiter_faq_drinks_a },
  { question: m.listing_waiter_faq_combine_q, answer: saving > 0 ? m.listing_waiter_faq_combine_saving_a : m.listing_waiter_faq_combine_a },
];

// Phuket and Pattaya stripper mode: six questions, the first naming the price.
const resortStripperFaq: FaqCopy[] = [
  { question: m.listing_resort_faq_price_q, answer: m.listing_resort_faq_price_a },
  { question: m.listing_resort_faq_length_q, answer: m.listing_resort_faq_length_a },
  { question: m.listing_resort_faq_full_monty_q, answer: m.listing_resort_faq_full_monty_a },
  { question: m.listing_resort_faq_travel_q, answer: m.listing_resort_faq_travel_a },
  { question: m.listing_resort_faq_payment_q, answer: m.listing_resort_faq_payment_a },
  { question: m.listing_resort_faq_costume_q, answer: m.listing_resort_faq_costume_a },
];

// Bangkok stripper mode: ten questions, the first naming the price.
const bangkokFaq: FaqCopy[] = [
  { question: m.listing_bangkok_faq_price_q, answer: m.listing_bangkok_faq_price_a },
  { question: m.listing_bangkok_faq_length_q, answer: m.listing_bangkok_faq_length_a },
  { question: m.listing_bangkok_faq_travel_q, answer: m.listing_bangkok_faq_travel_a },
  { question: m.listing_bangkok_faq_ahead_q, answer: m.listing_bangkok_faq_ahead_a },
  { question: m.listing_bangkok_faq_hotel_q, answer: m.listing_bangkok_faq_hotel_a },
  { question: m.listing_bangkok_faq_payment_q, answer: m.listing_bangkok_faq_payment_a },
  { question: m.listing_bangkok_faq_packages_q, answer: m.listing_bangkok_faq_packages_a },
  { question: m.listing_bangkok_faq_several_q, answer: m.listing_bangkok_faq_several_a },
  { question: m.listing_bangkok_faq_boundaries_q, answer: m.listing_bangkok_faq_boundaries_a },
  { question: m.listing_bangkok_faq_provide_q, answer: m.listing_bangkok_faq_provide_a },
];

/** Title, description and keywords a search engine reads for a male-strippers listing. */
export interface ListingSeo {
  title: CopyText<SeoInputs>;
  description: CopyText<SeoInputs>;
  keywords: CopyText<SeoInputs>;
}

/**
 * What a city's male-strippers listing shows below its performers: the price list of the database
 * with a hens-night section, or the four fixed package cards with an about text (and a showcase).
 * The first question names the current price of the one-hour topless show.
 */
export type StripperListing =
  | { kind: 'price-list'; hens: { heading: CopyText; paragraphs: CopyText[] }; faq: FaqCopy[] }
  | {
      kind: 'packages';
      about: CopyText[];
      faq: FaqCopy[];
      showcase?: { heading: CopyText; text: CopyText; services: CopyText[] };
    };

/** The copy of one served city's listings. */
export interface CityPage {
  /** The male-strippers listing's search-engine set (the topless-waiters one is generated from the name). */
  stripperSeo: ListingSeo;
  /** Waiter mode: about text with two images. */
  waiterAbout: { paragraphs: CopyText[]; images: [string, string] };
  /** Stripper mode below the performers. */
  strippers: StripperListing;
  /** Waiter packages that book under another title (spec section 9), by card title. */
  waiterBookingTitles?: Readonly<Record<string, string>>;
}

// A search-engine set: its three texts.
const seo = (title: ListingSeo['title'], description: ListingSeo['description'], keywords: ListingSeo['keywords']): ListingSeo => ({
  title,
  description,
  keywords,
});

/** One entry per served city: the copy of its listings. */
export const CITY_PAGES: Record<City, CityPage> = {
  bangkok: {
    stripperSeo: seo(m.listing_bangkok_seo_title, m.listing_bangkok_seo_description, m.listing_bangkok_seo_keywords),
    waiterAbout: {
      paragraphs: [m.listing_bangkok_waiter_about_1, m.listing_bangkok_waiter_about_2],
      images: ['/performers/jake-1.webp', '/performers/nont-1.webp'],
    },
    strippers: {
      kind: 'price-list',
      hens: { heading: m.listing_bangkok_hens_heading, paragraphs: [m.listing_bangkok_hens_1, m.listing_bangkok_hens_2] },
      faq: bangkokFaq,
    },
  },
  pattaya: {
    stripperSeo: seo(m.listing_pattaya_seo_title, m.listing_pattaya_seo_description, m.listing_pattaya_seo_keywords),
    waiterAbout: {
      paragraphs: [m.listing_pattaya_waiter_about_1, m.listing_pattaya_waiter_about_2],
      images: ['/performers/tom-1.webp', '/performers/krit-1.webp'],
    },
    strippers: {
      kind: 'packages',
      about: [m.listing_pattaya_about_1, m.listing_pattaya_about_2],
      faq: resortStripperFaq,
      showcase: {
        heading: m.listing_pattaya_showcase_heading,
        text: m.listing_pattaya_showcase_text,
        services: [
          m.listing_pattaya_showcase_1,
          m.listing_pattaya_showcase_2,
          m.listing_pattaya_showcase_3,
          m.listing_pattaya_showcase_4,
          m.listing_pattaya_showcase_5,
        ],
      },
    },
    waiterBookingTitles: { 'FULL PARTY MODE': 'TRIPLE THREAT' },
  },
  phuket: {
    stripperSeo: seo(m.listing_phuket_seo_title, m.listing_phuket_seo_description, m.listing_phuket_seo_keywords),
    waiterAbout: {
      paragraphs: [m.listing_phuket_waiter_about_1, m.listing_phuket_waiter_about_2],
      images: ['/performers/oliver-1.webp', '/performers/tao-1.webp'],
    },
    strippers: { kind: 'packages', about: [m.listing_phuket_about_1, m.listing_phuket_about_2], faq: resortStripperFaq },
  },
};
