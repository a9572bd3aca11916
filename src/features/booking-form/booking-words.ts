/**
 * The booking form's first step's words in the page's language, said by the server and passed to the island
 * as props (as the contact and application forms do): the first step ships no catalogue and no Paraglide
 * runtime (each message carries every language). Each group is one packed string (packed-words.ts), read by
 * position in the order of its tuple below. What only the details step can show (its fields, the discount a
 * performer chosen twice brings, the summary's address) is said by the details module, loaded when the form is
 * first touched, so that it does not weigh on the page.
 */
import { CITIES_IN_PICKER_ORDER, CITY_NAMES } from '@/content/cities';
import { cityMessage } from '@/features/booking/option-labels';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { packWords } from './packed-words';

/** The city and services' words (ServicePicker), in this order. */
export type PickerWords = [
  location: string,
  chooseLocation: string,
  chooseLocationText: string,
  pricesFailed: string,
  maleStrippers: string,
  toplessWaiters: string,
  chooseEntertainment: string,
  choosePremium: string,
  noneDeselect: string,
];

/** The price box's words (PriceSummary), in this order; `{amount}` marks what fillIn puts in the offer. */
export type PriceWords = [
  priceSummary: string,
  instant: string,
  priceFailed: string,
  total: string,
  advancePayment: string,
  cash: string,
  calculating: string,
  discountOffer: string,
];

/** The page's own words (BookingPage), in this order: a city change's notice and its undo (`{city}`), NEXT, a details step that could not load. */
export type PageWords = [cityCleared: string, undoCity: string, next: string, detailsFailed: string];

/** The marks a message's placeholder keeps for the island to fill in (fillIn). */
const MARKS = { amount: '{amount}', city: '{city}' };
/** A catalogue message of the first step, said with the marks. */
type Message = (inputs: typeof MARKS, options: { locale: Locale }) => string;
/** A group's messages, one per place of its tuple. */
type Messages<Words extends readonly string[]> = { readonly [K in keyof Words]: Message };

/** The first step's groups: each group's messages in its tuple's order. */
const GROUPS: { picker: Messages<PickerWords>; price: Messages<PriceWords>; page: Messages<PageWords> } = {
  picker: [
    m.bk_location,
    m.bk_choose_location,
    m.bk_choose_location_text,
    m.bk_prices_failed,
    m.bk_male_strippers,
    m.bk_topless_waiters,
    m.bk_choose_entertainment,
    m.bk_choose_premium,
    m.bk_none_deselect,
  ],
  price: [
    m.bk_price_summary,
    m.bk_instant,
    m.bk_price_failed,
    m.price_total,
    m.bk_advance_payment,
    m.price_cash,
    m.bk_calculating,
    m.bk_discount_offer,
  ],
  page: [m.bk_city_cleared, m.bk_undo_city, m.bk_next, m.bk_details_failed],
};

/** The first step's groups of words in `locale`, each in its tuple's order, marks such as `{amount}` left to fill in. */
export function firstStepWords(locale: Locale): { picker: PickerWords; price: PriceWords; page: PageWords } {
  const say = <Words extends readonly string[]>(group: Messages<Words>) =>
    (group as readonly Message[]).map((message) => message(MARKS, { locale })) as unknown as Words;
  return { picker: say<PickerWords>(GROUPS.picker), price: say<PriceWords>(GROUPS.price), page: say<PageWords>(GROUPS.page) };
}

/** Everything the booking form's first step says, in `locale`. */
export function bookingWords(locale: Locale) {
  const cityName = (city: string) => cityMessage(city, locale) ?? CITY_NAMES[city as keyof typeof CITY_NAMES] ?? city;
  const { picker, price, page } = firstStepWords(locale);
  return {
    // The city buttons' names, in the picker's order.
    cities: Object.fromEntries(CITIES_IN_PICKER_ORDER.map((city) => [city, cityName(city)])),
    // Where the city buttons send before the island runs; a stored request's summary is under it.
    bookingPath: localizePath('/booking', locale),
    picker: packWords(picker),
    price: packWords(price),
    page: packWords(page),
  };
}

/** The booking form's first step's words (bookingWords' answer), the island's `words` prop. */
export type BookingWords = ReturnType<typeof bookingWords>;
