/** Cambi delle valute's calls: the owner's exchange rates. */
import { callRoute, routeStore, setRouteCache } from '@/features/admin-panel/client';
import type { RouteInput } from '@/lib/route-contract';
import { currencyRatesRoute, saveCurrencyRatesRoute } from '../currency.routes';

/** The owner's exchange rates (baht per unit) with who set each and when, and which are missing or stale. */
export const $currencyRates = routeStore(currencyRatesRoute);

/** Stores the given rates (baht per unit); answers the report as stored. */
export async function saveCurrencyRates(rates: RouteInput<typeof saveCurrencyRatesRoute>['body']) {
  const answer = await callRoute(saveCurrencyRatesRoute, { body: rates });
  setRouteCache(currencyRatesRoute, undefined, answer);
  return answer;
}
