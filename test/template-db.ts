/**
 * Vitest's global set-up: one migrated and seeded database, built once per run before any test file;
 * every test database is a copy of it (test/temp-db.ts), not migrated and seeded again per file.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, prepareDatabase } from '@/lib/server/db';
import { tempDir } from './temp-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database's file (read-only for tests: they copy it). */
    templateDatabase: string;
  }
}

/** Builds the template and hands its path to the test files; the returned teardown deletes it. */
export default function setup(project: TestProject): () => void {
  const { dir, cleanup } = tempDir('siam-template-');
  const file = path.join(dir, 'template.db');
  const db = openDatabase(file);
  prepareDatabase(db);
  // Everything in the one file (no -wal beside it), so a plain copy is the whole database.
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  project.provide('templateDatabase', file);
  return cleanup;
}
