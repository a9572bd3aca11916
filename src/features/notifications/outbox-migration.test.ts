// Migration 0013 gives the agency's notices of a contact message or an application, queued or kept before
// it, the entry's id they carried only in their text; deletions and erasures find them by it from then on.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

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
