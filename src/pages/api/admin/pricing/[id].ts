import { readBody } from '@/features/admin/body';
import { priceUpdateSchema } from '@/features/pricing/service-prices.schema';
import { setServicePrice } from '@/features/pricing/service-prices.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Sets a service price (whole baht, at least 1); public cards and the engine read it at once. */
export const PUT = withAdmin(async ({ request, params }) => {
  const input = await readBody(request, priceUpdateSchema);
  if (!input.ok) return input.response;
  const item = setServicePrice(getDb(), params.id ?? '', input.data.price);
  return item ? json(item) : jsonError(404, 'Service price not found');
});
