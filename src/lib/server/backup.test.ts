// Scheduled backups: due by the interval, checked, kept N days, off with BACKUP_INTERVAL_HOURS=0.
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDatabase, tempDir } from '@test/temp-db';
import { backupDatabase, backupFileName, backupProblem, lastBackupAt, pruneBackups, pruneRestoreLeftovers, runBackupIfDue } from './backup';

const HOUR = 3_600_000;
let temp: ReturnType<typeof tempDatabase>;
let folder: ReturnType<typeof tempDir>;
beforeEach(() => {
  temp = tempDatabase();
  folder = tempDir();
  vi.stubEnv('BACKUP_DIR', folder.dir);
});
afterEach(() => {
  temp.close();
  folder.cleanup();
});

describe('backupDatabase', () => {
  it('creates the copy 0600 before anything is written into it, in a 0700 folder, whatever the umask', async () => {
    const umask = process.umask(0o022);
    try {
      const modes: number[] = [];
      const watched = {
        backup: async (destination: string) => {
          modes.push(statSync(destination).mode & 0o777);
          const done = await temp.db.$client.backup(destination);
          modes.push(statSync(destination).mode & 0o777);
          return done;
        },
      } as unknown as Database.Database;
      const file = path.join(folder.dir, 'private', 'copy.db');
      await backupDatabase(watched, file);
      expect(modes).toEqual([0o600, 0o600]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(backupProblem(file)).toBeUndefined();
    } finally {
      process.umask(umask);
    }
  });
});

describe('runBackupIfDue', () => {
  it('backs up when none was taken, then not again until the interval has passed', async () => {
    vi.stubEnv('BACKUP_INTERVAL_HOURS', '6');
    const start = Date.UTC(2026, 0, 1, 3);
    const first = await runBackupIfDue(temp.db, start);
    expect(first).toBe(path.join(folder.dir, backupFileName(start)));
    expect(backupProblem(first!)).toBeUndefined();
    expect(lastBackupAt(temp.db)).toBe(start);
    expect(await runBackupIfDue(temp.db, start + 6 * HOUR - 1)).toBeUndefined();
    expect(await runBackupIfDue(temp.db, start + 6 * HOUR)).toBe(path.join(folder.dir, backupFileName(start + 6 * HOUR)));
    expect(readdirSync(folder.dir).sort()).toEqual([backupFileName(start), backupFileName(start + 6 * HOUR)]);
  });

  it('takes none with BACKUP_INTERVAL_HOURS=0', async () => {
    vi.stubEnv('BACKUP_INTERVAL_HOURS', '0');
    expect(await runBackupIfDue(temp.db, Date.now())).toBeUndefined();
    expect(readdirSync(folder.dir)).toEqual([]);
  });

  it('deletes scheduled backups older than BACKUP_KEEP_DAYS and nothing else', () => {
    vi.stubEnv('BACKUP_KEEP_DAYS', '2');
    const now = Date.UTC(2026, 0, 10);
    const old = path.join(folder.dir, backupFileName(now - 3 * 24 * HOUR));
    const recent = path.join(folder.dir, backupFileName(now - 24 * HOUR));
    const other = path.join(folder.dir, 'before-upgrade.db');
    for (const file of [old, recent, other]) {
      writeFileSync(file, '');
      utimesSync(file, new Date(now - 3 * 24 * HOUR), new Date(now - 3 * 24 * HOUR));
    }
    utimesSync(recent, new Date(now - 24 * HOUR), new Date(now - 24 * HOUR));
    expect(pruneBackups(folder.dir, 2, now)).toEqual([path.basename(old)]);
    expect([existsSync(old), existsSync(recent), existsSync(other)]).toEqual([false, true, true]);
  });

  it('deletes the database a restore replaced (and its -wal) once older than BACKUP_KEEP_DAYS, and nothing else beside the database', () => {
    const now = Date.UTC(2026, 0, 10);
    const database = path.join(folder.dir, 'app.db');
    const old = `${database}.before-restore-2026-01-06T10-00-00-000Z`;
    const recent = `${database}.before-restore-2026-01-09T10-00-00-000Z`;
    const stamp = (file: string, age: number) => {
      writeFileSync(file, '');
      utimesSync(file, new Date(now - age), new Date(now - age));
    };
    for (const file of [database, `${database}-wal`, old, `${old}-wal`]) stamp(file, 4 * 24 * HOUR);
    stamp(recent, 24 * HOUR);
    expect(pruneRestoreLeftovers(database, 2, now).sort()).toEqual([path.basename(old), `${path.basename(old)}-wal`]);
    expect([database, `${database}-wal`, recent].map((file) => existsSync(file))).toEqual([true, true, true]);
  });
});

describe('backupProblem', () => {
  it('refuses a file that is not a database of this site', () => {
    const junk = path.join(folder.dir, 'junk.db');
    writeFileSync(junk, 'not a database at all, just text that is long enough to have a header');
    expect(backupProblem(junk)).toMatch(/not a database|file is not a database/);
    expect(backupProblem(path.join(folder.dir, 'missing.db'))).toBeDefined();
  });
});
