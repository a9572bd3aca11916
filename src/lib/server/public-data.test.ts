import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pricingItems } from '@db/schema';
import { freshDatabasePerTest } from '@test/hooks';
import { derived, publicData, publicDataChanged, writePublicData } from './public-data';

const fresh = freshDatabasePerTest();

const toplessPrice = (db: ReturnType<typeof fresh>['db'], city: string) =>
  publicData(db).pricingItems.find((item) => item.location === city && item.category === 'male-strippers' && item.title === 'TOPLESS')!
    .price;

describe('publicData', () => {
  it('reads once and answers the same snapshot until something changes', () => {
    const { db } = fresh();
    const first = publicData(db);
    expect(first.performers.length).toBeGreaterThan(0);
    expect(publicData(db)).toBe(first);
    let computed = 0;
    const count = () => derived(db, 'count', (data) => ((computed += 1), data.performers.length));
    count();
    count();
    expect(computed).toBe(1);
  });

  it('is rebuilt after a signalled write, with a new generation and fresh derived values', () => {
    const { db } = fresh();
    const before = publicData(db);
    let computed = 0;
    derived(db, 'n', () => (computed += 1));
    writePublicData(db, () => db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run());
    expect(toplessPrice(db, 'pattaya')).toBe(8800);
    expect(publicData(db).generation).toBeGreaterThan(before.generation);
    derived(db, 'n', () => (computed += 1));
    expect(computed).toBe(2);
  });

  it('keeps serving its snapshot after an unsignalled write of its own connection until told', () => {
    const { db } = fresh();
    expect(toplessPrice(db, 'pattaya')).toBe(8000);
    db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run();
    expect(toplessPrice(db, 'pattaya')).toBe(8000);
    publicDataChanged(db);
    expect(toplessPrice(db, 'pattaya')).toBe(8800);
  });

  it("sees a commit of another connection (a script, another process) on the next run's read, not within one run", async () => {
    const { db, file } = fresh();
    expect(toplessPrice(db, 'pattaya')).toBe(8000);
    const other = new Database(file);
    try {
      other.prepare("update pricing_items set price = 9100 where location = 'pattaya' and title = 'TOPLESS'").run();
    } finally {
      other.close();
    }
    // The run that read it keeps its snapshot (one request's reads agree); the next run compares data_version.
    expect(toplessPrice(db, 'pattaya')).toBe(8000);
    await Promise.resolve();
    expect(toplessPrice(db, 'pattaya')).toBe(9100);
  });

  it('keeps one snapshot per database: a change in one never shows in another', () => {
    const a = fresh();
    const b = fresh();
    writePublicData(a.db, () => a.db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run());
    expect(toplessPrice(a.db, 'pattaya')).toBe(8800);
    expect(toplessPrice(b.db, 'pattaya')).toBe(8000);
  });
});
