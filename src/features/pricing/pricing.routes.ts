/** The pricing routes the panel calls: the pricing parameters (Pricing Parameters) and the service prices (Modifica Prezzi). */
import type { z } from 'zod';
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { parameterFieldsSchema, parameterSchema } from './parameters.schema';
import type { PricingParameter as StoredParameter } from './parameters.server';
import type { priceListQuerySchema, priceUpdateSchema } from './service-prices.schema';
import type { ServicePrice as StoredPrice } from './service-prices.server';

/** A pricing parameter as the panel receives it. */
export type PricingParameter = Jsonify<StoredParameter>;
/** A service price (pricing card) as the panel receives it. */
export type ServicePrice = Jsonify<StoredPrice>;

/** Every pricing parameter. */
export const parametersRoute = route<PricingParameter[]>()('GET', '/api/admin/pricing-parameters');
/** Creates a pricing parameter. */
export const createParameterRoute = route<PricingParameter, z.input<typeof parameterSchema>>()('POST', '/api/admin/pricing-parameters');
/** Changes some or all fields of a pricing parameter. */
export const updateParameterRoute = route<PricingParameter, Partial<z.input<typeof parameterFieldsSchema>>>()(
  'PATCH',
  '/api/admin/pricing-parameters/[id]',
);
/** Deletes a pricing parameter. */
export const deleteParameterRoute = route<{ success: true }>()('DELETE', '/api/admin/pricing-parameters/[id]');
/** The service prices of a city and category (all when left out). */
export const servicePricesRoute = route<ServicePrice[], never, z.input<typeof priceListQuerySchema>>()('GET', '/api/admin/pricing');
/** Sets a service price. */
export const setServicePriceRoute = route<ServicePrice, z.input<typeof priceUpdateSchema>>()('PUT', '/api/admin/pricing/[id]');
