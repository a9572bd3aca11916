// Slips and photos kept in the database (the replica carries them): what a machine restored from the
// replica alone gets back at start, on a real database and real folders.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { GET as serveUpload } from '@/pages/uploads/[...path]';
import { slipsDir, uploadsDir } from './config';
import { getDb } from './db';
import { restoreKeptFiles } from './kept-files';
import { readSlip, storeSlip } from './slips';
import { storeWebp } from './uploads';

useTempApp();
const kept = (folder: string, name: string) =>
  getDb().$client.prepare('select bytes from kept_files where folder = ? and name = ?').pluck().get(folder, name) as Buffer | undefined;
const serve = async (name: string) => {
  const answer = await serveUpload(fakeContext(new Request(`http://localhost/uploads/${name}`), { params: { path: name } }));
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
};

describe('kept files', () => {
  it('writes back at start the slips and photos missing on disk, the same bytes, the slip private', async () => {
    // A file stored before the table existed, found on disk at the first start: kept from then on.
    const photo = storeWebp(getDb(), Buffer.from('photo bytes')).slice('/uploads/'.length);
    const older = `${'e'.repeat(32)}.webp`;
    writeFileSync(path.join(uploadsDir(), older), 'an older photo');
    const slip = storeSlip(getDb(), Buffer.from('slip bytes'));
    expect(kept('uploads', photo)).toEqual(Buffer.from('photo bytes'));
    expect(kept('slips', slip)).toEqual(Buffer.from('slip bytes'));

    const { startUp } = await import('@/startup');
    const { stopJobs } = await import('./jobs');
    try {
      await startUp();
    } finally {
      await stopJobs();
    }
    expect(kept('uploads', older)).toEqual(Buffer.from('an older photo'));

    // The machine restored from the replica alone: the database, no folder.
    rmSync(uploadsDir(), { recursive: true });
    rmSync(slipsDir(), { recursive: true });
    expect(restoreKeptFiles(getDb())).toEqual({ written: 3, kept: 0 });
    expect(await serve(photo)).toEqual({ status: 200, bytes: Buffer.from('photo bytes') });
    expect(await serve(older)).toEqual({ status: 200, bytes: Buffer.from('an older photo') });
    expect(await readSlip(slip)).toEqual(Buffer.from('slip bytes'));
    expect(statSync(path.join(slipsDir(), slip)).mode & 0o777).toBe(0o600);
    expect(statSync(slipsDir()).mode & 0o777).toBe(0o700);
    expect(restoreKeptFiles(getDb())).toEqual({ written: 0, kept: 0 });
  });

  it('keeps no file on disk the table lacks once the first start has kept the older ones', () => {
    restoreKeptFiles(getDb());
    // A slip whose row was deleted but whose file a crash left: never kept again.
    const left = `${'f'.repeat(32)}.webp`;
    writeFileSync(path.join(slipsDir(), left), 'deleted slip');
    expect(restoreKeptFiles(getDb())).toEqual({ written: 0, kept: 0 });
    expect(kept('slips', left)).toBeUndefined();
    expect(existsSync(path.join(slipsDir(), left))).toBe(true);
    expect(readFileSync(path.join(slipsDir(), left), 'utf8')).toBe('deleted slip');
  });
});
