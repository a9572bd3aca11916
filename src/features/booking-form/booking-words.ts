/**
 * The booking form's first step's words in the page's language, said by the server and passed to the island
 * as props (as the contact and application forms do): the first step ships no catalogue and no Paraglide
 * runtime (each message carries every language). The details step, loaded when the form is first touched,
 * says its own words from the catalogue.
 */
import { CITIES_IN_PICKER_ORDER, CITY_NAMES } from '@/content/cities';
import { cityMessage } from '@/features/booking/option-labels';
import { localizePath, type Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** Everything the booking form's first step says, in `locale`. `{name}` marks what `fillIn` puts in. */
export function bookingWords(locale: Locale) {
  const o = { locale };
  const cityName = (city: string) => cityMessage(city, locale) ?? CITY_NAMES[city as keyof typeof CITY_NAMES] ?? city;
  return {
    // The city buttons' names, in the picker's order.
    cities: Object.fromEntries(CITIES_IN_PICKER_ORDER.map((city) => [city, cityName(city)])),
    // Where the city buttons send before the island runs, and where a stored request's summary is.
    bookingPath: localizePath('/booking', locale),
    summaryPath: localizePath('/booking/{id}/summary', locale),
    location: m.bk_location({}, o),
    chooseLocation: m.bk_choose_location({}, o),
    chooseLocationText: m.bk_choose_location_text({}, o),
    pricesFailed: m.bk_prices_failed({}, o),
    maleStrippers: m.bk_male_strippers({}, o),
    toplessWaiters: m.bk_topless_waiters({}, o),
    chooseEntertainment: m.bk_choose_entertainment({}, o),
    choosePremium: m.bk_choose_premium({}, o),
    noneDeselect: m.bk_none_deselect({}, o),
    // What a city change cleared and its undo ({city}: a name of `cities`).
    cityCleared: m.bk_city_cleared({ city: '{city}' }, o),
    undoCity: m.bk_undo_city({ city: '{city}' }, o),
    priceSummary: m.bk_price_summary({}, o),
    instant: m.bk_instant({}, o),
    priceFailed: m.bk_price_failed({}, o),
    total: m.price_total({}, o),
    discount: m.price_discount({}, o),
    advancePayment: m.bk_advance_payment({}, o),
    cash: m.price_cash({}, o),
    calculating: m.bk_calculating({}, o),
    discountApplied: m.bk_discount_applied({}, o),
    discountOffer: m.bk_discount_offer({ amount: '{amount}' }, o),
    next: m.bk_next({}, o),
    detailsFailed: m.bk_details_failed({}, o),
  };
}

/** The booking form's first step's words (bookingWords' answer), the island's `words` prop. */
export type BookingWords = ReturnType<typeof bookingWords>;
