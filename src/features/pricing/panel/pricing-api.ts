/** Pricing Parameters' and Modifica Prezzi's calls: the cached lists, and the writes, which refresh them. */
import { atom, computed } from 'nanostores';
import type { RouteInput } from '@/lib/route-contract';
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import {
  createParameterRoute,
  deleteParameterRoute,
  parametersRoute,
  servicePricesRoute,
  setServicePriceRoute,
  updateParameterRoute,
} from '../pricing.routes';

export type { PricingParameter, ServicePrice } from '../pricing.routes';

/** Every pricing parameter. */
export const $parameters = routeStore(parametersRoute);

/** Pricing parameter fields as the form sends them. */
export type ParameterFields = RouteInput<typeof createParameterRoute>['body'];

/** Creates (no id) or updates a pricing parameter. */
export async function saveParameter(id: string | null, fields: ParameterFields): Promise<void> {
  if (id) await callRoute(updateParameterRoute, { params: { id }, body: fields });
  else await callRoute(createParameterRoute, { body: fields });
  refreshRoute(parametersRoute);
}

/** Deletes a pricing parameter. */
export async function deleteParameter(id: string): Promise<void> {
  await callRoute(deleteParameterRoute, { params: { id } });
  refreshRoute(parametersRoute);
}

/** The Modifica Prezzi filters ('all' sends nothing). */
export const $priceFilters = atom({ location: 'all', category: 'all' });
/** The service prices matching the filters. */
export const $servicePrices = routeStore(
  servicePricesRoute,
  computed($priceFilters, ({ location, category }) => ({
    query: { category: category === 'all' ? undefined : category, location: location === 'all' ? undefined : location },
  })),
);

/** Sets a service price. */
export async function setServicePrice(id: string, price: number): Promise<void> {
  await callRoute(setServicePriceRoute, { params: { id }, body: { price } });
  refreshRoute(servicePricesRoute);
}
