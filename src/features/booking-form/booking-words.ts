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

/** The first step's groups of words in `locale`, each in its tuple's order, marks such as `{amount}` left to fill in. */
export function firstStepWords(locale: Locale): { picker: PickerWords; price: PriceWords; page: PageWords } {
  const o = { locale };
  return {
    picker: [
      m.bk_location({}, o),
      m.bk_choose_location({}, o),
      m.bk_choose_location_text({}, o),
      m.bk_prices_failed({}, o),
      m.bk_male_strippers({}, o),
      m.bk_topless_waiters({}, o),
      m.bk_choose_entertainment({}, o),
      m.bk_choose_premium({}, o),
      m.bk_none_deselect({}, o),
    ],
    price: [
      m.bk_price_summary({}, o),
      m.bk_instant({}, o),
      m.bk_price_failed({}, o),
      m.price_total({}, o),
      m.bk_advance_payment({}, o),
      m.price_cash({}, o),
      m.bk_calculating({}, o),
      m.bk_discount_offer({ amount: '{amount}' }, o),
    ],
    page: [m.bk_city_cleared({ city: '{city}' }, o), m.bk_undo_city({ city: '{city}' }, o), m.bk_next({}, o), m.bk_details_failed({}, o)],
  };
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
