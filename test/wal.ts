/**
 * Test support: counts the durable commits a piece of work makes. In WAL mode every COMMIT appends
 * exactly one frame whose header holds the database size (other frames hold 0), so after emptying
 * the log the commit frames in it are the commits made since.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Db } from '@/lib/server/db';
import { jobsSettled } from '@/lib/server/jobs';

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/** Commit frames in the -wal file of `db` whose salts match the log's header (frames of the current log). */
function commitFrames(db: Db): number {
  const file = `${db.$client.name}-wal`;
  if (!existsSync(file)) return 0;
  const wal = readFileSync(file);
  if (wal.length < WAL_HEADER) return 0;
  const pageSize = wal.readUInt32BE(8);
  const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  let commits = 0;
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt[0] || wal.readUInt32BE(at + 12) !== salt[1]) break;
    if (wal.readUInt32BE(at + 4) !== 0) commits += 1;
  }
  return commits;
}

/**
 * Runs `work` on an emptied write-ahead log and answers how many commits it made (and its result). The start-up's
 * background jobs (the retention purge records its run) finish first: on a busy machine one could commit inside.
 */
export async function commitsDuring<T>(db: Db, work: () => Promise<T>): Promise<{ commits: number; result: T }> {
  await jobsSettled();
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  const result = await work();
  return { commits: commitFrames(db), result };
}
