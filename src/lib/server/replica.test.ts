// Continuous replication with the real Litestream (the npm package's binary) to a folder: writes reach
// the replica, a Litestream that dies is started again, the health's age follows, and a restore (to the
// end, or to a point in time) brings the rows back from the replica alone.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { tempDir } from '@test/temp-db';
import { litestreamPath } from './config';
import { litestreamConfig, replicaStatus, startReplica, stopReplica } from './replica';
import { restoreFromReplica } from './replica-restore';

let folder: ReturnType<typeof tempDir>;
let db: Database.Database;
let replicaDir: string;
beforeEach(() => {
  folder = tempDir();
  replicaDir = path.join(folder.dir, 'replica');
  vi.stubEnv('DATABASE_PATH', path.join(folder.dir, 'app.db'));
  vi.stubEnv('REPLICA_URL', `file://${replicaDir}`);
  vi.stubEnv('REPLICA_SYNC_SECONDS', '1');
  db = new Database(path.join(folder.dir, 'app.db'));
  db.pragma('journal_mode = WAL');
  db.exec('create table bookings (id integer primary key, ref text)');
});
afterEach(async () => {
  await stopReplica();
  db.close();
  folder.cleanup();
});

/** Resolves once `check` holds, looking every 100 ms for at most `seconds`. */
async function until(what: string, check: () => boolean, seconds = 20): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; !check();) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const insert = (from: number, count: number) => {
  const add = db.prepare('insert into bookings (id, ref) values (?, ?)');
  for (let id = from; id < from + count; id++) add.run(id, `ref-${id}`);
};

/** The booking ids of a restored file. */
function bookingIds(file: string): number[] {
  const copy = new Database(file, { readonly: true });
  try {
    return copy.prepare('select id from bookings order by id').pluck().all() as number[];
  } finally {
    copy.close();
  }
}

/** Restores the replica into a new file (Litestream's own restore) and answers its booking ids. */
function restored(name: string, ...options: string[]): number[] {
  const file = path.join(folder.dir, name);
  execFileSync(litestreamPath(), ['restore', ...options, '-o', file, `file://${replicaDir}`], { stdio: 'ignore' });
  return bookingIds(file);
}

it('writes the configuration Litestream reads: the database, the replica, the interval and the SSH key', () => {
  expect(JSON.parse(litestreamConfig('/data/app.db', 'sftp://backup@offsite/site', 1, '/keys/id'))).toEqual({
    dbs: [{ path: '/data/app.db', replicas: [{ url: 'sftp://backup@offsite/site', 'sync-interval': '1s', 'key-path': '/keys/id' }] }],
  });
});

it('is off without REPLICA_URL: nothing runs and the health says null', () => {
  vi.stubEnv('REPLICA_URL', '');
  expect(startReplica()).toBe(false);
  expect(replicaStatus()).toBeNull();
});

it('ships every write within the interval, is started again when it dies, and restores to the end or to a point in time', async () => {
  insert(1, 10);
  expect(startReplica()).toBe(true);
  await until('the first shipment', () => replicaStatus()?.ageSeconds === 0);
  expect(replicaStatus()).toEqual({ running: true, restarts: 0, ageSeconds: 0 });
  // A write the replica lacks makes it behind until the next shipment.
  insert(11, 10);
  await until('the new rows shipped', () => replicaStatus()?.ageSeconds === 0);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const pointInTime = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  // Litestream dies (SIGKILL): the server starts it again, and it ships what was written meanwhile.
  execFileSync('pkill', ['-KILL', '-f', path.join(folder.dir, 'litestream.yml')]);
  await until('the restart', () => replicaStatus()?.restarts === 1 && replicaStatus()?.running === true);
  insert(21, 10);
  await until('the rows written after the restart shipped', () => replicaStatus()?.ageSeconds === 0);

  // The machine is gone: the replica alone brings back every row, or the rows as they were at a time.
  expect(restored('latest.db')).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(restored('earlier.db', '-timestamp', pointInTime)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
});

/** The replica's WAL segment files, in the order they were sent (generation, index, offset). */
const segmentFiles = () =>
  readdirSync(replicaDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.wal.lz4'))
    .sort()
    .map((name) => path.join(replicaDir, name));

/**
 * The first shipment: Litestream logs its snapshot before it writes the first WAL segment, so the status can read
 * "shipped" (age 0) while the replica holds no segment yet; the tests below read that segment.
 */
const firstShipment = () => until('the first shipment', () => replicaStatus()?.ageSeconds === 0 && segmentFiles().length > 0);

it('restores as it was before a last WAL segment the dead machine left cut short, and says so', async () => {
  insert(1, 10);
  expect(startReplica()).toBe(true);
  await firstShipment();
  // Litestream's listing gives whole seconds: the next segment is sent in a later one.
  const firstSent = Math.max(...segmentFiles().map((file) => statSync(file).mtimeMs));
  await until('a new second', () => Math.floor(Date.now() / 1000) > Math.floor(firstSent / 1000));
  db.transaction(() => insert(11, 10))();
  await until('the second shipment', () => replicaStatus()?.ageSeconds === 0);
  await stopReplica();

  // The machine died while sending the last segment: over SFTP its file is left half written.
  const last = segmentFiles().at(-1)!;
  truncateSync(last, Math.floor(statSync(last).size / 2));
  expect(() => restored('plain.db')).toThrow();

  const file = path.join(folder.dir, 'repaired.db');
  const result = restoreFromReplica({ target: `file://${replicaDir}`, output: file });
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, cut: { index: 0 } });
  expect(bookingIds(file)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));

  // Another failure is Litestream's own, not repaired: here, no replica at all.
  const none = restoreFromReplica({ target: `file://${path.join(folder.dir, 'nothing')}`, output: path.join(folder.dir, 'none.db') });
  expect(none).toEqual({ ok: false, error: expect.stringContaining('no matching backups found') });
});

it('starts a new generation when Litestream, started again, cannot read the last segment it was sending when killed', async () => {
  insert(1, 10);
  expect(startReplica()).toBe(true);
  await firstShipment();
  // Killed while sending: over SFTP the segment's file is left half written, and the next Litestream stops at it.
  execFileSync('pkill', ['-KILL', '-f', path.join(folder.dir, 'litestream.yml')]);
  const last = segmentFiles().at(-1)!;
  truncateSync(last, Math.floor(statSync(last).size / 2));
  await until('the new generation', () => replicaStatus()?.restarts === 2 && replicaStatus()?.running === true);
  insert(11, 10);
  await until('the rows written since shipped', () => replicaStatus()?.ageSeconds === 0);
  // The replica alone brings every row back, with Litestream's own restore (the newest generation).
  expect(restored('latest.db')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
});
