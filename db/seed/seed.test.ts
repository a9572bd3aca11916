import { count, eq } from 'drizzle-orm';
import { CITIES } from '@/content/cities';
import { PERFORMER_STYLES, performersNeeded, WAITER_PACKAGES } from '@/content/services';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDatabase } from '@test/temp-db';
import { performers, pricingItems, pricingParameters } from '../schema';
import { seedDatabase } from './index';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

function seeded() {
  const handle = tempDatabase();
  cleanups.push(handle.close);
  return handle.db;
}

describe('seed data', () => {
  it('has at least 15 performers across the three cities, some with both tags, every field filled', () => {
    const rows = seeded().select().from(performers).all();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((p) => p.location))).toEqual(new Set(CITIES));
    const both = rows.filter((p) => p.tags.includes('Male Stripper') && p.tags.includes('Topless Waiter'));
    expect(both.length).toBeGreaterThanOrEqual(3);
    for (const p of rows) {
      expect(p.name && p.description && p.imageUrl && p.height && p.eyeColor && p.hairColor && p.tattoos).toBeTruthy();
      expect(p.costumes.length).toBeGreaterThan(0);
      expect(p.availableFor.length).toBeGreaterThan(0);
      expect(p.additionalImages.length).toBeGreaterThanOrEqual(1);
      expect(p.additionalImages.length).toBeLessThanOrEqual(3);
      expect(p.availableFor.every((key) => (PERFORMER_STYLES as readonly string[]).includes(key))).toBe(true);
    }
    expect(new Set(rows.map((p) => p.displayOrder)).size).toBe(rows.length);
  });

  it('lets every package be booked in every city: 4 waiters, 2 duo strippers', () => {
    const rows = seeded().select().from(performers).all();
    for (const city of CITIES) {
      const here = rows.filter((p) => p.location === city);
      expect(here.filter((p) => p.tags.includes('Topless Waiter')).length, city).toBeGreaterThanOrEqual(
        Math.max(...WAITER_PACKAGES.map(performersNeeded)),
      );
      const duo = here.filter((p) => p.tags.includes('Male Stripper') && p.availableFor.includes('duo'));
      expect(duo.length, city).toBeGreaterThanOrEqual(2);
    }
  });

  it('has the spec price tables: four cards per city and category', () => {
    const db = seeded();
    const prices = (location: string, category: string) =>
      db
        .select()
        .from(pricingItems)
        .where(eq(pricingItems.location, location))
        .all()
        .filter((i) => i.category === category)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((i) => i.price);
    expect(prices('bangkok', 'topless-waiters')).toEqual([6000, 11000, 16000, 21000]);
    expect(prices('pattaya', 'topless-waiters')).toEqual([7000, 13000, 18000, 23000]);
    expect(prices('phuket', 'topless-waiters')).toEqual([8000, 15000, 21000, 27000]);
    expect(prices('pattaya', 'male-strippers')).toEqual([8000, 11000, 16000, 20000]);
    expect(prices('phuket', 'male-strippers')).toEqual([10000, 13000, 18000, 25000]);
    expect(prices('bangkok', 'male-strippers')[0]).toBe(7000);
    const waiters = db
      .select()
      .from(pricingItems)
      .all()
      .filter((i) => i.category === 'topless-waiters');
    expect(waiters.map((i) => Number.parseInt(i.subtitle, 10)).sort()).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it('has every pricing parameter per city', () => {
    const params = seeded().select().from(pricingParameters).all();
    for (const city of ['bangkok', 'pattaya', 'phuket']) {
      const mine = params.filter((p) => p.location === city);
      expect(
        mine
          .filter((p) => p.parameterType === 'male_stripper_rate')
          .map((p) => p.serviceType)
          .sort(),
      ).toEqual(['DUO', 'FULL MONTY', 'TOPLESS', 'UNDERWEAR']);
      expect(mine.find((p) => p.parameterType === 'double_duty_discount')?.value).toBe(2000);
      expect(mine.find((p) => p.parameterType === 'double_duty_supplement')?.value).toBe(0);
      expect(mine.find((p) => p.parameterType === 'waiter_rate')?.serviceType).toBe('NONE');
    }
  });
});

describe('seedDatabase', () => {
  it('is idempotent and restores seed values', () => {
    const db = seeded();
    db.update(pricingItems).set({ price: 1 }).where(eq(pricingItems.title, 'DUO')).run();
    const result = seedDatabase(db);
    const again = seedDatabase(db);
    expect(again).toEqual(result);
    expect(result.finalCounts).toEqual({ performers: 19, pricingItems: 24, pricingParameters: 21 });
    expect(result.performersUpserted).toBe(19);
    expect(result.pricingUpserted).toBe(24);
    expect(
      db
        .select()
        .from(pricingItems)
        .where(eq(pricingItems.title, 'DUO'))
        .all()
        .map((i) => i.price)
        .sort(),
    ).toEqual([16000, 20000, 25000]);
  });

  it('changes nothing in a dry run but reports what it would do', () => {
    const db = seeded();
    const victim = db.select().from(performers).limit(1).get()!;
    db.delete(performers).where(eq(performers.id, victim.id)).run();
    const result = seedDatabase(db, { dryRun: true });
    expect(result.dryRun).toBe(true);
    expect(result.finalCounts.performers).toBe(19);
    expect(db.select({ n: count() }).from(performers).get()!.n).toBe(18);
  });
});
