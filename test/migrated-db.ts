/** Test support: a database made by the migrations before a given one, as an older install has it, to test that migration on. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { migrationsFolder, openDatabase } from '@/lib/server/db';
import { tempDir } from './temp-db';
import { cleanupAfterEach } from './hooks';

/** A function giving a fresh database migrated up to (not including) migration `before`, deleted after the test. */
export function databaseBeforeMigration(): (before: number) => ReturnType<typeof openDatabase> {
  const cleanups = cleanupAfterEach();
  return (before) => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const folder = path.join(dir, 'migrations');
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < before) }));
    const db = openDatabase(path.join(dir, 'app.db'));
    cleanups.unshift(() => db.$client.close());
    migrate(db, { migrationsFolder: folder });
    return db;
  };
}
