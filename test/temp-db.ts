/** Test helper: a real SQLite database file in a fresh temporary folder. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, prepareDatabase, type Db } from '@/lib/server/db';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'siam-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Writes a migrated and seeded database to `file`: a copy of the run's template (test/template-db.ts),
 * so opening it neither migrates nor seeds. Without a template (a runner without the global set-up)
 * nothing is written and the first open builds the database as a new install does.
 */
export function copyTemplateDatabase(file: string): void {
  const template = inject('templateDatabase');
  if (template) copyFileSync(template, file);
}

/**
 * A migrated and seeded database in a temporary file; close() also deletes it. A copy of the template,
 * unless `fromTemplate: false`: a test that mocks the catalogues the seed reads (a city or a package
 * added) needs the seed run by its own modules.
 */
export function tempDatabase({ fromTemplate = true }: { fromTemplate?: boolean } = {}): { db: Db; file: string; close: () => void } {
  const { dir, cleanup } = tempDir();
  const file = path.join(dir, 'app.db');
  if (fromTemplate) copyTemplateDatabase(file);
  const db = openDatabase(file);
  // A no-op on the template's copy (already migrated, marked seeded).
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
