import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { performers } from '@db/schema';
import { freshDatabasePerTest } from '@test/hooks';
import { getPublicPerformer, listPublicPerformers } from './performers.server';
import { writePublicData } from '@/lib/server/public-data';

const freshDatabase = freshDatabasePerTest();

describe('listPublicPerformers', () => {
  it('lists only available performers, in display order, without private fields', () => {
    const { db } = freshDatabase();
    const all = listPublicPerformers(db);
    expect(all.map((p) => p.displayOrder)).toEqual([...all.map((p) => p.displayOrder)].sort((a, b) => a - b));
    expect(Object.keys(all[0]!)).not.toContain('isAvailable');
    expect(Object.keys(all[0]!)).not.toContain('createdAt');

    const [first, second] = all;
    writePublicData(db, () => db.update(performers).set({ isAvailable: false }).where(eq(performers.id, first!.id)).run());
    writePublicData(db, () => db.update(performers).set({ displayOrder: 999 }).where(eq(performers.id, second!.id)).run());
    const after = listPublicPerformers(db);
    expect(after.map((p) => p.id)).not.toContain(first!.id);
    expect(after.at(-1)!.id).toBe(second!.id);
    expect(after).toHaveLength(all.length - 1);
  });
});

describe('getPublicPerformer', () => {
  it('finds an available performer and hides an unknown or unavailable one', () => {
    const { db } = freshDatabase();
    const [first] = listPublicPerformers(db);
    expect(getPublicPerformer(db, first!.id)?.name).toBe(first!.name);
    expect(getPublicPerformer(db, 'no-such-id')).toBeUndefined();
    writePublicData(db, () => db.update(performers).set({ isAvailable: false }).where(eq(performers.id, first!.id)).run());
    expect(getPublicPerformer(db, first!.id)).toBeUndefined();
  });
});
