/** The Thai profile's bio: the performer's Thai bio when the agency wrote one, else none (the English one shows). */
import { afterAll, describe, expect, it } from 'vitest';
import { performers } from '@db/schema';
import { eq } from 'drizzle-orm';
import { tempDatabase } from '@test/temp-db';
import { publicDataChanged } from '@/lib/server/public-data';
import { listPublicPerformers, publicBioTh } from './performers.server';

const handle = tempDatabase();
afterAll(() => handle.close());

describe('publicBioTh', () => {
  it('is null without a Thai bio (or a blank one) and the Thai bio once written', () => {
    const [first] = listPublicPerformers(handle.db);
    expect(publicBioTh(handle.db, first!.id)).toBeNull();
    handle.db.update(performers).set({ bioTh: '   ' }).where(eq(performers.id, first!.id)).run();
    publicDataChanged(handle.db);
    expect(publicBioTh(handle.db, first!.id)).toBeNull();
    handle.db.update(performers).set({ bioTh: 'หนุ่มอารมณ์ดีจากกรุงเทพฯ' }).where(eq(performers.id, first!.id)).run();
    publicDataChanged(handle.db);
    expect(publicBioTh(handle.db, first!.id)).toBe('หนุ่มอารมณ์ดีจากกรุงเทพฯ');
    expect(listPublicPerformers(handle.db)[0]).not.toHaveProperty('bioTh');
  });
});
