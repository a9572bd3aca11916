import type { APIRoute } from 'astro';
import { priceRequestSchema } from '@/features/booking/price-request.schema';
import { calculatePrice, PriceError } from '@/features/pricing/price-engine.server';
import { getDb } from '@/lib/server/db';
import { json, jsonError, validationError } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Prices services and performers with the engine: 200 with the result, 400 when it cannot be priced. */
export const POST: APIRoute = async ({ request }) => {
  const body = await readJson(request, 8 * 1024);
  if (!body.ok) return body.response;
  const input = priceRequestSchema.safeParse(body.data);
  if (!input.success) return validationError(input.error);
  try {
    return json(calculatePrice(getDb(), input.data));
  } catch (error) {
    if (error instanceof PriceError) return jsonError(400, error.message);
    throw error;
  }
};
