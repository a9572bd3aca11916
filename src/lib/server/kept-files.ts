/**
 * Uploaded photos and transfer slips, kept twice: the file on disk (what the routes serve) and its bytes
 * in the database (table kept_files), committed before any row can name the file. The replica
 * (Litestream) streams the database off the machine within its sync interval, so a machine restored
 * from the replica alone has every slip and photo its rows name: the start-up writes back each file
 * missing on disk (and, once, keeps in the table the files stored before it existed).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { slipsDir, uploadsDir } from './config';
import { perConnection, type Db } from './db';
import { getSetting, setSetting } from './settings';
import * as clock from '@/lib/clock';

/** The folders whose files are kept: public photos (UPLOADS_DIR) and private slips (SLIPS_DIR). */
export type KeptFolder = 'uploads' | 'slips';

/** A stored file's name: 32 random hex characters + .webp; nothing else is ever looked up or kept. */
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

const FOLDERS: KeptFolder[] = ['uploads', 'slips'];

// Slips are personal data: 0700 folder, 0600 files. Photos are public.
const folderOf = (folder: KeptFolder) => ({
  dir: folder === 'slips' ? slipsDir() : uploadsDir(),
  dirMode: folder === 'slips' ? 0o700 : 0o755,
  fileMode: folder === 'slips' ? 0o600 : 0o644,
});

const statements = perConnection((client) => ({
  insert: client.prepare('INSERT OR IGNORE INTO kept_files (folder, name, bytes, kept_at) VALUES (?, ?, ?, ?)'),
  remove: client.prepare('DELETE FROM kept_files WHERE folder = ? AND name = ?'),
  names: client.prepare<[string], string>('SELECT name FROM kept_files WHERE folder = ?').pluck(),
  bytes: client.prepare<[string, string], Buffer>('SELECT bytes FROM kept_files WHERE folder = ? AND name = ?').pluck(),
}));

/**
 * Stores `bytes` under a new random name in `folder`: the file, then its row (its own commit, before the
 * caller's row names it, so any state of the database that names it holds it). Answers the name. When
 * the row cannot be written (the database full or locked) the file goes too and the error is thrown.
 */
export function keepNewFile(db: object, folder: KeptFolder, bytes: Buffer): string {
  const { dir, dirMode, fileMode } = folderOf(folder);
  mkdirSync(dir, { recursive: true, mode: dirMode });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const file = path.join(dir, name);
  writeFileSync(file, bytes, { flag: 'wx', mode: fileMode });
  try {
    statements(db).insert.run(folder, name, bytes, clock.now());
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return name;
}

/** Deletes a kept file (its row, then the file); ignores any other name. */
export function forgetFile(db: object, folder: KeptFolder, name: string | null): void {
  if (!name || !STORED_NAME.test(name)) return;
  statements(db).remove.run(folder, name);
  rmSync(path.join(folderOf(folder).dir, name), { force: true });
}

// Set once the files stored before the table existed are in it: after that a file on disk the table
// lacks is one whose row was deleted (a crash before the file went), never kept again.
const IMPORTED = 'kept_files_imported';

/** What restoreKeptFiles did: files written back to disk, files on disk newly kept in the table. */
export interface KeptFilesSync {
  written: number;
  kept: number;
}

/**
 * At start: writes back every kept file missing on disk (a machine restored from the replica, a lost
 * folder), each written aside and renamed so a reader never sees half of it; and, on the first start
 * with the table, keeps in it every stored file on disk (uploaded before it existed).
 */
export function restoreKeptFiles(db: Db): KeptFilesSync {
  const importing = getSetting(db, IMPORTED) === undefined;
  const result: KeptFilesSync = { written: 0, kept: 0 };
  const sql = statements(db);
  for (const folder of FOLDERS) {
    const { dir, dirMode, fileMode } = folderOf(folder);
    mkdirSync(dir, { recursive: true, mode: dirMode });
    const onDisk = new Set(readdirSync(dir).filter((name) => STORED_NAME.test(name)));
    const inTable = new Set(sql.names.all(folder));
    for (const name of inTable) {
      if (onDisk.has(name) || existsSync(path.join(dir, name))) continue;
      const bytes = sql.bytes.get(folder, name);
      if (!bytes) continue;
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      writeFileSync(temporary, bytes, { mode: fileMode });
      renameSync(temporary, path.join(dir, name));
      result.written += 1;
    }
    for (const name of importing ? onDisk : []) {
      if (inTable.has(name)) continue;
      sql.insert.run(folder, name, readFileSync(path.join(dir, name)), clock.now());
      result.kept += 1;
    }
  }
  if (importing) setSetting(db, IMPORTED, String(clock.now()));
  return result;
}
