/** Admin view and edit of service prices (pricing items), active or not. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { pricingItems } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { writePublicData } from '@/lib/server/public-data';

/** A stored pricing item. */
export type ServicePrice = typeof pricingItems.$inferSelect;

/** Every pricing item matching the optional filters, by city, category and sort order. */
export function listServicePrices(db: Db, filter: { category?: string; location?: string }): ServicePrice[] {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(pricingItems.category, filter.category));
  if (filter.location) where.push(eq(pricingItems.location, filter.location));
  return db
    .select()
    .from(pricingItems)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(pricingItems.location), asc(pricingItems.category), asc(pricingItems.sortOrder), asc(pricingItems.title))
    .all();
}

/** Sets one item's price; undefined when there is no such item. */
export function setServicePrice(db: Db, id: string, price: number): ServicePrice | undefined {
  return writePublicData(db, () => db.update(pricingItems).set({ price }).where(eq(pricingItems.id, id)).returning().get());
}
