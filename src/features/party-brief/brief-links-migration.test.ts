// Migration 0028 voids the brief links keyed by the server secret (every backup holds it) and keeps the answers.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

describe('migration 0028', () => {
  it("voids every brief link, keeps each brief's answers, and lets the card's link be stored", () => {
    const db = databaseBefore(28);
    for (const id of ['b1', 'b2'])
      db.$client
        .prepare(
          `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
            total_price) values (?, 'Ann', 'ann@example.com', 'TOPLESS', 'topless', '2030-03-01', '20:00', 60, 10000)`,
        )
        .run(id);
    db.$client
      .prepare(
        `insert into party_briefs (booking_id, token_hash, sent_at, guests, all_adults, access, night_phone, submitted_at)
          values ('b1', 'keyed-hash', 1000, 12, 1, 'Gate 4411', '+66 89 111 2222', 2000)`,
      )
      .run();
    migrateDatabase(db);
    expect(db.$client.prepare('select * from party_briefs').all()).toEqual([
      {
        booking_id: 'b1',
        token_hash: null,
        card_token_hash: null,
        sent_at: 1000,
        guests: 12,
        all_adults: 1,
        men_present: null,
        honoree_first_name: null,
        access: 'Gate 4411',
        music: null,
        theme: null,
        night_phone: '+66 89 111 2222',
        submitted_at: 2000,
        updated_at: null,
      },
    ]);
    db.$client.prepare(`update party_briefs set card_token_hash = 'card' where booking_id = 'b1'`).run();
    // One brief to a hash: the card's is unique too.
    expect(() =>
      db.$client.prepare(`insert into party_briefs (booking_id, card_token_hash, sent_at) values ('b2', 'card', 1)`).run(),
    ).toThrow(/UNIQUE/);
  });
});
