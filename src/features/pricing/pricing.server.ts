/** Pricing cards as the public site sees them, from the in-memory snapshot of the public data. */
import type { Db } from '@/lib/server/db';
import { derived } from '@/lib/server/public-data';
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
  return derived(db, `pricing:${query.category}:${query.location}`, (data) =>
    data.pricingItems
      .filter((item) => item.isActive && item.category === query.category && item.location === query.location)
      .map(({ id, category, title, subtitle, price, duration, description, features, isPopular, sortOrder, location }) => ({
        id,
        category,
        title,
        subtitle,
        price,
        duration,
        description,
        features,
        isPopular,
        sortOrder,
        location,
      })),
  );
}
