/** Test support: the raw bytes of the data a deletion must reach (database, its WAL, outbox, slips). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databasePath, outboxDir, slipsDir } from '@/lib/server/config';

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

/** The files (database, -wal, outbox and slips) whose raw bytes contain text; empty when it is gone everywhere. */
export function filesContaining(text: string): string[] {
  const db = databasePath();
  const files = [db, `${db}-wal`, ...filesIn(outboxDir()), ...filesIn(slipsDir())].filter((f) => existsSync(f));
  const needle = Buffer.from(text, 'utf8');
  return files.filter((file) => readFileSync(file).includes(needle)).map((f) => path.basename(f));
}
