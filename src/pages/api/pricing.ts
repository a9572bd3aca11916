import type { APIRoute } from 'astro';
import { pricingQuerySchema } from '@/features/pricing/pricing.schema';
import { listActivePricingItems } from '@/features/pricing/pricing.server';
import { getDb } from '@/lib/server/db';
import { json, queryObject, validationError } from '@/lib/server/http';

export const prerender = false;

/** Active pricing cards of ?category in ?location (default bangkok), in sort order. */
export const GET: APIRoute = ({ url }) => {
  const query = pricingQuerySchema.safeParse(queryObject(url));
  if (!query.success) return validationError(query.error);
  return json(listActivePricingItems(getDb(), query.data));
};
