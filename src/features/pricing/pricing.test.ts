import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pricingItems } from '@db/schema';
import { freshDatabasePerTest } from '@test/hooks';
import { pricingQuerySchema } from './pricing.schema';
import { listActivePricingItems } from './pricing.server';
import { writePublicData } from '@/lib/server/public-data';

const freshDatabase = freshDatabasePerTest();

describe('pricingQuerySchema', () => {
  it('defaults the location to bangkok and lower-cases it', () => {
    expect(pricingQuerySchema.parse({ category: 'male-strippers' })).toEqual({ category: 'male-strippers', location: 'bangkok' });
    expect(pricingQuerySchema.parse({ category: 'topless-waiters', location: 'Phuket' }).location).toBe('phuket');
  });

  it.each([
    [{}, 'category is required (male-strippers or topless-waiters)'],
    [{ category: 'dancers' }, 'Unknown category: use male-strippers or topless-waiters'],
    [{ category: 'male-strippers', location: 'chiang-mai' }, 'Unknown location: use bangkok, pattaya or phuket'],
  ])('rejects %j with a clear message', (query, message) => {
    const result = pricingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('listActivePricingItems', () => {
  it('lists the active cards of one city and category in sort order', () => {
    const { db } = freshDatabase();
    const titles = () => listActivePricingItems(db, { category: 'topless-waiters', location: 'phuket' }).map((i) => i.title);
    expect(titles()).toEqual(['SEXY HOST', 'DOUBLE TROUBLE', 'FULL PARTY MODE', 'TOTAL DOMINATION']);

    writePublicData(db, () => db.update(pricingItems).set({ isActive: false }).where(eq(pricingItems.title, 'DOUBLE TROUBLE')).run());
    writePublicData(db, () => db.update(pricingItems).set({ sortOrder: 0 }).where(eq(pricingItems.title, 'TOTAL DOMINATION')).run());
    expect(titles()).toEqual(['TOTAL DOMINATION', 'SEXY HOST', 'FULL PARTY MODE']);
  });
});
