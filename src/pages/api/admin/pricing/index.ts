import { validate } from '@/features/admin/body';
import { priceListQuerySchema } from '@/features/pricing/service-prices.schema';
import { listServicePrices } from '@/features/pricing/service-prices.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, queryObject } from '@/lib/server/http';

export const prerender = false;

/** Every service price (active or not), optionally of one ?category and ?location. */
export const GET = withAdmin(({ url }) => {
  const query = validate(priceListQuerySchema, queryObject(url));
  if (!query.ok) return query.response;
  return json(listServicePrices(getDb(), query.data));
});
