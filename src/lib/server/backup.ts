/**
 * Online backups of the database: SQLite's backup API (pages copied in steps, so requests keep writing
 * meanwhile), each copy checked with `PRAGMA integrity_check` before it counts, written 0600 and under
 * its final name only once sound. The server takes one every BACKUP_INTERVAL_HOURS into BACKUP_DIR and
 * deletes scheduled copies older than BACKUP_KEEP_DAYS (and what a restore left beside the database); `npm run db:backup` and `npm run db:restore`
 * use the same checks. The time of the last backup is kept in the settings table, so a restart neither
 * skips one nor takes one early, and /api/health can report its age.
 */
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backupDir, backupIntervalHours, backupKeepDays, databasePath } from './config';
import type { Db } from './db';
import { defineJob, isDue } from './jobs';
import { getSetting, setSetting } from './settings';
import * as clock from '@/lib/clock';

/** The settings key holding the time of the last scheduled backup (ms since the epoch). */
export const LAST_BACKUP_KEY = 'backup_last_run';
const SCHEDULED = /^app-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/;
const DAY_MS = 86_400_000;

/** The name of a scheduled backup taken at `now`: sortable, and recognised by the pruning. */
export function backupFileName(now: number): string {
  return `app-${new Date(now).toISOString().replace(/[:.]/g, '-')}.db`;
}

/**
 * Why a file is not a sound database of this app (integrity_check, the bookings and outbox tables),
 * or undefined when it is.
 */
export function backupProblem(file: string): string | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `integrity_check failed: ${JSON.stringify(integrity)}`;
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name in ('bookings', 'outbox')").pluck().all();
    if (tables.length !== 2) return 'not a database of this site (no bookings and outbox tables)';
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * Copies the open database `client` to `file` while it stays in use, then checks the copy; throws
 * (leaving no file behind) when the copy is not sound. The copy is written beside `file` first and
 * renamed once checked, so a folder of backups never holds a half-written one.
 */
export async function backupDatabase(client: Database.Database, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    // Created 0600 before a byte is copied (SQLite writes into the file as it is, and gives its journal
    // the same mode): there is no moment when the copy is readable by others.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', 0o600));
    await client.backup(partial);
    // One self-contained file: the copy leaves WAL mode, so reading it makes no -wal or -shm beside it.
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const problem = backupProblem(partial);
    if (problem) throw new Error(`Backup ${file} is not sound: ${problem}`);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Deletes the files of `dir` whose name `matches` and that are older than `keepDays` (by their time of writing); answers the names deleted. */
function pruneOlderThan(dir: string, matches: (name: string) => boolean, keepDays: number, now: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter(matches);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const file = path.join(dir, name);
    if (now - statSync(file).mtimeMs <= keepDays * DAY_MS) return false;
    rmSync(file, { force: true });
    return true;
  });
}

/** Deletes scheduled backups in `dir` older than `keepDays` (by their time of writing); answers the names deleted. */
export function pruneBackups(dir: string, keepDays: number, now: number): string[] {
  return pruneOlderThan(dir, (name) => SCHEDULED.test(name), keepDays, now);
}

/**
 * Deletes what `npm run db:restore` left beside the database (the replaced database kept as
 * `<name>.before-restore-<time>`, with its -wal) once older than `keepDays`: it holds personal data as a
 * backup does, so it is kept as long as one. Answers the names deleted.
 */
export function pruneRestoreLeftovers(databaseFile: string, keepDays: number, now: number): string[] {
  const prefix = `${path.basename(databaseFile)}.before-restore-`;
  return pruneOlderThan(path.dirname(databaseFile), (name) => name.startsWith(prefix), keepDays, now);
}

/** The time of the last scheduled backup (ms since the epoch), or undefined when none was taken. */
export function lastBackupAt(db: Db): number | undefined {
  const value = Number(getSetting(db, LAST_BACKUP_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Takes a backup into BACKUP_DIR when the interval has passed since the last one, then prunes; answers the file, or undefined when not due. */
export async function runBackupIfDue(db: Db, now = clock.now()): Promise<string | undefined> {
  const hours = backupIntervalHours();
  if (hours === 0 || !isDue(lastBackupAt(db), hours * 3_600_000, now)) return undefined;
  const dir = backupDir();
  const file = path.join(dir, backupFileName(now));
  await backupDatabase(db.$client, file);
  setSetting(db, LAST_BACKUP_KEY, String(now));
  pruneBackups(dir, backupKeepDays(), now);
  pruneRestoreLeftovers(databasePath(), backupKeepDays(), now);
  return file;
}

const CHECK_MS = 10 * 60_000;

/**
 * The backups' job (src/lib/server/jobs.ts): checks every ten minutes whether a backup is due (off when
 * BACKUP_INTERVAL_HOURS=0). Not at once: a start is busy enough, and a server restarted in a loop should
 * not copy the database each time.
 */
export const backupJob = defineJob({
  name: 'backup',
  every: () => (backupIntervalHours() === 0 ? 0 : CHECK_MS),
  atStart: false,
  run: runBackupIfDue,
});
