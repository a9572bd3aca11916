/**
 * `npm run db:backup [-- <file>]`: copies DATABASE_PATH with SQLite's online backup API (safe while
 * the server runs), then checks the copy with PRAGMA integrity_check. Default target:
 * data/backups/app-<timestamp>.db. Exits non-zero when the copy is not sound.
 */
import '../server/load-env.mjs';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { databasePath } from '@/lib/server/config';

const source = databasePath();
if (!existsSync(source)) {
  console.error(`No database at ${source}`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('data', 'backups', `app-${stamp}.db`));
mkdirSync(path.dirname(target), { recursive: true });

const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
await db.backup(target);
db.close();

const copy = new Database(target, { readonly: true });
const result = copy.pragma('integrity_check', { simple: true });
copy.close();
if (result !== 'ok') {
  console.error(`Backup ${target} failed integrity_check: ${JSON.stringify(result)}`);
  process.exit(1);
}
console.log(`Backed up ${source} to ${target} (integrity_check: ok)`);
