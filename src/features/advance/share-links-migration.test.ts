// Migration 0024 moves each share's link hash into advance_share_links, so a link issued before it keeps working.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

describe('migration 0024', () => {
  it("keeps each share's link as its first link", () => {
    const db = databaseBefore(24);
    db.$client
      .prepare(
        `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
          total_price) values ('b1', 'Ann', 'ann@example.com', 'TOPLESS', 'topless', '2030-03-01', '20:00', 60, 10000)`,
      )
      .run();
    db.$client
      .prepare(
        "insert into advance_shares (id, booking_id, number, amount, token_hash) values ('s1', 'b1', 1, 1500, 'hash-1'), ('s2', 'b1', 2, 1500, 'hash-2')",
      )
      .run();
    migrateDatabase(db);
    expect(db.$client.prepare('select token_hash, share_id from advance_share_links order by token_hash').all()).toEqual([
      { token_hash: 'hash-1', share_id: 's1' },
      { token_hash: 'hash-2', share_id: 's2' },
    ]);
  });
});
