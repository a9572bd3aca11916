// Migration 0013 gives the agency's notices of a contact message or an application, queued or kept before
// it, the entry's id they carried only in their text; deletions and erasures find them by it from then on.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from '@/lib/server/db';
import { tempDir } from '@test/temp-db';
import { cleanupAfterEach } from '@test/hooks';

const cleanups = cleanupAfterEach();

/** A database migrated up to (not including) migration `before`. */
function databaseBefore(before: number) {
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
}

describe('migration 0013', () => {
  it("stores the entry's id of the agency's notices from their text, Italian or English, and no other message's", () => {
    const db = databaseBefore(13);
    const contact = '0b6f0c55-1c39-4c9b-9d2e-2f6f3b1f7a10';
    const application = '7d2c9a41-5b8e-4f0a-8c3d-9e1f2a3b4c5d';
    const insert = db.$client.prepare('insert into outbox (id, kind, recipient, subject, body) values (?, ?, ?, ?, ?)');
    const body = (text: string) => JSON.stringify({ text, html: `<p>${text}</p>` });
    insert.run(
      'm1',
      'agency-contact',
      'agency@example.com',
      'Nuovo messaggio',
      body(`Nome: Ann Lee\nRiferimento: ${contact}\n\nMESSAGGIO\nHi`),
    );
    insert.run('m2', 'agency-application', 'agency@example.com', 'New application', body(`Name: Bo\nReference: ${application}`));
    insert.run('m3', 'dashboard-sign-in', 'ann@example.com', 'Your link', body(`Riferimento: ${contact}`));
    migrateDatabase(db);
    const entryOf = (id: string) =>
      db.$client.prepare<[string], { entry_id: string | null }>('select entry_id from outbox where id = ?').get(id)!.entry_id;
    expect([entryOf('m1'), entryOf('m2'), entryOf('m3')]).toEqual([contact, application, null]);
  });
});
