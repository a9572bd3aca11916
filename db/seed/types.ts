/** Shapes of the seed data (the rows the seed upserts, without database defaults). */
import type { performers, pricingItems, pricingParameters } from '../schema';

/** A performer row as the seed writes it. */
export type SeedPerformer = Omit<typeof performers.$inferInsert, 'createdAt'> & { id: string };
/** A pricing item row as the seed writes it. */
export type SeedPricingItem = Omit<typeof pricingItems.$inferInsert, 'id' | 'createdAt'>;
/** A pricing parameter row as the seed writes it. */
export type SeedPricingParameter = Omit<typeof pricingParameters.$inferInsert, 'id' | 'createdAt'>;
