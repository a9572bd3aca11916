import { priceRequestSchema } from '@/features/booking/price-request.schema';
import { calculatePrice } from '@/features/pricing/price-engine.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Prices services and performers with the engine: 200 with the result, 400 when it cannot be priced. */
export const POST = route(async ({ request }) => {
  const input = await readJson(request, { schema: priceRequestSchema, limit: 8 * 1024 });
  return json(calculatePrice(getDb(), input));
});
