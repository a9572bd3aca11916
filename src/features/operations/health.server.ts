/**
 * What a load balancer or a monitor needs to know about the running server, and nothing more: whether
 * the database takes writes, how many e-mails wait or failed, how long ago the last backup and the
 * last retention purge ran, and how far behind the continuous replica is. Only counts and ages: no address, name, reference or path. The public gets
 * only whether it is up; the detail is for the machine itself (a monitor, the server's own start check)
 * and the owner.
 */
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { LAST_PURGE_KEY } from '@/features/privacy/purge-job.server';
import { lastBackupAt } from '@/lib/server/backup';
import { replicaStatus, type ReplicaStatus } from '@/lib/server/replica';
import type { Db } from '@/lib/server/db';
import { getSetting } from '@/lib/server/settings';
import * as clock from '@/lib/clock';

/** The health report of GET /api/health. */
export interface HealthReport {
  ok: boolean;
  databaseWritable: boolean;
  outbox: { queued: number; failed: number };
  /** Seconds since the last scheduled backup, null when none was taken. */
  lastBackupAgeSeconds: number | null;
  /** Seconds since the last retention purge, null when none ran. */
  lastPurgeAgeSeconds: number | null;
  /** The continuous replica (REPLICA_URL): running, restarts, its age; null when there is none. */
  replica: ReplicaStatus | null;
}

/** Whether a write lock can be taken on the database (a read-only file, a full or failing disk, or a long lock say no). */
function databaseWritable(db: Db): boolean {
  const client = db.$client;
  try {
    client.exec('BEGIN IMMEDIATE');
    client.exec('ROLLBACK');
    return true;
  } catch {
    if (client.inTransaction) client.exec('ROLLBACK');
    return false;
  }
}

/** Whether a client address is the machine itself (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.)/i, '');
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/** What the public reads of the report: only whether the server is up. */
export const publicHealth = (report: HealthReport): Pick<HealthReport, 'ok'> => ({ ok: report.ok });

const ageSeconds = (at: number | undefined, now: number) => (at === undefined ? null : Math.max(0, Math.round((now - at) / 1000)));

/** Measures the report; `ok` is false (and the route answers 503) when the database cannot be written. */
export function healthReport(db: Db, now = clock.now()): HealthReport {
  const writable = databaseWritable(db);
  const counts = db.all<{ status: string; n: number }>(
    sql`select status, count(*) as n from outbox where status in ('queued', 'sending', 'failed') group by status`,
  );
  const count = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  const purge = Number(getSetting(db, LAST_PURGE_KEY));
  return {
    ok: writable,
    databaseWritable: writable,
    outbox: { queued: count('queued', 'sending'), failed: count('failed') },
    lastBackupAgeSeconds: ageSeconds(lastBackupAt(db), now),
    lastPurgeAgeSeconds: ageSeconds(Number.isFinite(purge) && purge > 0 ? purge : undefined, now),
    replica: replicaStatus(),
  };
}
