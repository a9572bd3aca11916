/**
 * The price engine's refusals (browser-safe), said from their codes in the reader's language: a booking sent while
 * the agency changed a package or a performer meets them (400). A package's title is a name in every language; a
 * city is said by its key in English, as the server always wrote it, and by its name in any other language.
 */
import { fromCatalogue, type ErrorMessages } from '@/lib/error-codes';
import { BASE_LOCALE, type Locale } from '@/lib/i18n';
import { performerCount, sayVariant } from '@/lib/refusal-variants';
import { m } from '@/paraglide/messages';

/** A served city's name in a language, or undefined (the booking's option labels: `cityMessage`). */
export type CityNamer = (city: string, locale: Locale) => string | undefined;

/** The engine's codes: the request's services and city, then each chosen performer. */
export type PriceCode =
  | 'price_city_unknown'
  | 'price_stripper_service_unknown'
  | 'price_waiter_service_unknown'
  | 'service_required'
  | 'price_not_offered'
  | 'price_stripper_count'
  | 'price_waiter_count'
  | 'price_strippers_without_service'
  | 'price_waiters_without_service'
  | 'price_stripper_twice'
  | 'price_waiter_twice'
  | 'price_performer_unknown'
  | 'price_performer_unavailable'
  | 'price_performer_elsewhere'
  | 'price_not_stripper'
  | 'price_not_waiter';

/**
 * Every PriceError's message (price-engine.server.ts), by code, a city said by `cityName` in a language other than
 * English. A factory, so that an island passes the city names it already has and bundles no other copy of them.
 */
export function priceErrors(cityName: CityNamer = () => undefined): ErrorMessages<PriceCode> {
  const city = (key: string, locale: Locale) => (locale === BASE_LOCALE ? key : (cityName(key, locale) ?? key));
  return {
    price_city_unknown: fromCatalogue(m.error_price_city_unknown),
    price_stripper_service_unknown: fromCatalogue(m.error_price_stripper_service_unknown),
    price_waiter_service_unknown: fromCatalogue(m.error_price_waiter_service_unknown),
    service_required: fromCatalogue(m.error_service_required),
    price_not_offered: ({ service, city: key }, locale) => m.error_price_not_offered({ service, city: city(key, locale) }, { locale }),
    price_stripper_count: (params, locale) =>
      sayVariant(performerCount, params, { '': m.error_price_stripper_count, _one: m.error_price_stripper_count_one }, locale),
    price_waiter_count: (params, locale) =>
      sayVariant(performerCount, params, { '': m.error_price_waiter_count, _one: m.error_price_waiter_count_one }, locale),
    price_strippers_without_service: fromCatalogue(m.error_price_strippers_without_service),
    price_waiters_without_service: fromCatalogue(m.error_price_waiters_without_service),
    price_stripper_twice: fromCatalogue(m.error_price_stripper_twice),
    price_waiter_twice: fromCatalogue(m.error_price_waiter_twice),
    price_performer_unknown: fromCatalogue(m.error_price_performer_unknown),
    price_performer_unavailable: fromCatalogue(m.error_price_performer_unavailable),
    price_performer_elsewhere: ({ name, city: key }, locale) =>
      m.error_price_performer_elsewhere({ name, city: city(key, locale) }, { locale }),
    price_not_stripper: fromCatalogue(m.error_price_not_stripper),
    price_not_waiter: fromCatalogue(m.error_price_not_waiter),
  };
}
