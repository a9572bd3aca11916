import { priceUpdateSchema } from '@/features/pricing/service-prices.schema';
import { setServicePrice } from '@/features/pricing/service-prices.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, found, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Sets a service price (whole baht, at least 1); public cards and the engine read it at once. */
export const PUT = withAdmin(
  async ({ request, params }) => {
    const { price } = await readJson(request, { schema: priceUpdateSchema });
    return json(
      found(setServicePrice(getDb(), params.id ?? '', price), () => refuse(404, { code: 'service_price_not_found', params: {} })),
    );
  },
  { role: 'owner' },
);
