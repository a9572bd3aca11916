import { priceListQuerySchema } from '@/features/pricing/service-prices.schema';
import { listServicePrices } from '@/features/pricing/service-prices.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** Every service price (active or not), optionally of one ?category and ?location. */
export const GET = withAdmin(({ url }) => json(listServicePrices(getDb(), parse(priceListQuerySchema, queryObject(url)))), {
  role: 'owner',
});
