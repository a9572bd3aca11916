import { pricingQuerySchema } from '@/features/pricing/pricing.schema';
import { listActivePricingItems } from '@/features/pricing/pricing.server';
import { getDb } from '@/lib/server/db';
import { json, parse, queryObject, route } from '@/lib/server/http';

export const prerender = false;

/** Active pricing cards of ?category in ?location (default bangkok), in sort order. */
export const GET = route(({ url }) => json(listActivePricingItems(getDb(), parse(pricingQuerySchema, queryObject(url)))));
