/**
 * `npm run db:backup [-- <file>]`: copies DATABASE_PATH with SQLite's online backup API (safe while
 * the server runs), then checks the copy with PRAGMA integrity_check (src/lib/server/backup.ts, the
 * server's scheduled backups use the same code). Default target: BACKUP_DIR/app-<timestamp>.db.
 * Exits non-zero when the copy is not sound.
 */
import '../server/load-env.mjs';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase, backupFileName } from '@/lib/server/backup';
import { backupDir, databasePath } from '@/lib/server/config';

const source = databasePath();
if (!existsSync(source)) {
  console.error(`No database at ${source}`);
  process.exit(1);
}
const target = path.resolve(process.argv[2] ?? path.join(backupDir(), backupFileName(Date.now())));

const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  await backupDatabase(db, target);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
} finally {
  db.close();
}
console.log(`Backed up ${source} to ${target} (integrity_check: ok)`);
