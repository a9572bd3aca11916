/** The booking routes the agency's desk calls as the booking form does: the price of a request. */
import type { z } from 'zod';
import type { calculatePrice } from '@/features/pricing/price-engine.server';
import { route } from '@/lib/route-contract';
import type { priceRequestSchema } from './price-request.schema';

/** Prices a request's services and performers with the engine. */
export const priceCalculationRoute = route<ReturnType<typeof calculatePrice>, z.input<typeof priceRequestSchema>>()(
  'POST',
  '/api/pricing/calculate',
);
