/** Pricing items from the database. */
import { and, asc, eq } from 'drizzle-orm';
import { pricingItems } from '@db/schema';
import type { Db } from '@/lib/server/db';
import type { PricingQuery } from './pricing.schema';

/** A pricing card as the public API returns it. */
export interface PricingItem {
  id: string;
  category: string;
  title: string;
  subtitle: string;
  price: number;
  duration: number;
  description: string;
  features: string[];
  isPopular: boolean;
  sortOrder: number;
  location: string;
}

/** The active pricing cards of one category in one city, in sortOrder. */
export function listActivePricingItems(db: Db, query: PricingQuery): PricingItem[] {
  return db
    .select({
      id: pricingItems.id,
      category: pricingItems.category,
      title: pricingItems.title,
      subtitle: pricingItems.subtitle,
      price: pricingItems.price,
      duration: pricingItems.duration,
      description: pricingItems.description,
      features: pricingItems.features,
      isPopular: pricingItems.isPopular,
      sortOrder: pricingItems.sortOrder,
      location: pricingItems.location,
    })
    .from(pricingItems)
    .where(
      and(
        eq(pricingItems.category, query.category),
        eq(pricingItems.location, query.location),
        eq(pricingItems.isActive, true),
      ),
    )
    .orderBy(asc(pricingItems.sortOrder), asc(pricingItems.title))
    .all();
}
