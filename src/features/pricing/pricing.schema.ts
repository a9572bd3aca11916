/** Shared rules for pricing items: the two categories and the public list query. */
import '@/lib/zod-csp';
import { z } from 'zod';
import { CITIES, DEFAULT_CITY, UNKNOWN_CITY } from '@/content/cities';

/** The two pricing categories. */
export const PRICING_CATEGORIES = ['male-strippers', 'topless-waiters'] as const;
/** A pricing category. */
export type PricingCategory = (typeof PRICING_CATEGORIES)[number];

/** Query of GET /api/pricing: category required, location defaults to the default city. */
export const pricingQuerySchema = z.object({
  category: z.enum(PRICING_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'category is required (male-strippers or topless-waiters)'
        : 'Unknown category: use male-strippers or topless-waiters',
  }),
  location: z.preprocess(
    (value) => (value === undefined || value === '' ? DEFAULT_CITY : typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(CITIES, { error: UNKNOWN_CITY }),
  ),
});
/** A parsed pricing query. */
export type PricingQuery = z.infer<typeof pricingQuerySchema>;
