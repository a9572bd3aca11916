/** Test helper: a real SQLite database file in a fresh temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, prepareDatabase, type Db } from '@/lib/server/db';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'siam-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated and seeded database in a temporary file; close() also deletes it. */
export function tempDatabase(): { db: Db; file: string; close: () => void } {
  const { dir, cleanup } = tempDir();
  const file = path.join(dir, 'app.db');
  const db = openDatabase(file);
  prepareDatabase(db);
  return {
    db,
    file,
    close: () => {
      db.$client.close();
      cleanup();
    },
  };
}
