/** Service price editing (Modifica Prezzi), shared by the tab and its routes. */
import { z } from 'zod';
import { CITIES, UNKNOWN_CITY } from '@/content/cities';
import { PRICING_CATEGORIES } from './pricing.schema';

// 'all' (or nothing) means no filter.
const allOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v.toLowerCase() === 'all' ? undefined : v.toLowerCase()))
    .pipe(z.enum(values, { error: message }).optional());

/** Query of GET /api/admin/pricing: both filters optional. */
export const priceListQuerySchema = z.object({
  category: allOr(PRICING_CATEGORIES, 'Unknown category: use male-strippers or topless-waiters'),
  location: allOr(CITIES, UNKNOWN_CITY),
});

/** Body of PUT /api/admin/pricing/{id}. */
export const priceUpdateSchema = z.object({
  price: z
    .number({ error: 'Invalid price' })
    .int('Price must be a whole number of baht')
    .min(1, 'Price must be greater than 0')
    .max(10_000_000, 'Price is too high'),
});
