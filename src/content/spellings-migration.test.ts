// Migration 0015 stores one spelling per concept in the rows made before it: a performer's city as its key
// (what worksIn compares), a performer's styles as the performer style keys, and a booking's performance
// style, service type and city as the catalogue spells them.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

describe('migration 0015', () => {
  it("stores each performer's city as its key and their styles as the performer style keys", () => {
    const db = databaseBefore(15);
    const insert = db.$client.prepare(
      "insert into performers (id, name, description, image_url, location, available_for) values (?, ?, 'D', 'p.webp', ?, ?)",
    );
    const rows: [string, string, string[]][] = [
      ['Bangkok', 'bangkok', ['topless', 'Full Monty', 'full-monty', 'duo']],
      ['bangkok city', 'bangkok', ['full monty']],
      ['Patong, Phuket', 'phuket', ['FULLMONTY', 'Underwear']],
      ['Pattaya', 'pattaya', []],
      ['Koh Samui', 'koh-samui', ['Topless']],
      ['Chiang Mai', 'chiang-mai', ['male stripper']],
      ['Krabi', 'krabi', ['topless']],
    ];
    rows.forEach(([location, , styles], i) => insert.run(`p${i}`, `P${i}`, location, JSON.stringify(styles)));
    migrateDatabase(db);
    const stored = db.$client
      .prepare<[], { location: string; available_for: string }>('select location, available_for from performers order by id')
      .all();
    expect(stored.map((p) => p.location)).toEqual(rows.map(([, key]) => key));
    expect(stored.map((p) => JSON.parse(p.available_for))).toEqual([
      ['topless', 'fullmonty', 'duo'],
      ['fullmonty'],
      ['fullmonty', 'underwear'],
      [],
      ['topless'],
      ['male stripper'],
      ['topless'],
    ]);
  });

  it("stores a booking's performance style, service type and city as the catalogue spells them, leaving unknown words", () => {
    const db = databaseBefore(15);
    const insert = db.$client.prepare(
      `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration, total_price, location)
       values (?, 'C', 'c@example.com', ?, ?, '2030-01-01', '20:00', 60, 7000, ?)`,
    );
    insert.run('b1', 'Full-Monty', 'Full-Monty', 'Phuket');
    insert.run('b2', 'duo', 'fullmonty', 'bangkok');
    insert.run('b3', 'male-stripper', 'topless', 'Koh Samui');
    insert.run('b4', 'NONE', 'topless', null);
    migrateDatabase(db);
    const stored = db.$client
      .prepare<[], { service_type: string; performance_style: string; location: string | null }>(
        'select service_type, performance_style, location from bookings order by id',
      )
      .all();
    expect(stored).toEqual([
      { service_type: 'FULL MONTY', performance_style: 'full monty', location: 'phuket' },
      { service_type: 'DUO', performance_style: 'full monty', location: 'bangkok' },
      { service_type: 'male-stripper', performance_style: 'topless', location: 'koh-samui' },
      { service_type: 'NONE', performance_style: 'topless', location: null },
    ]);
  });
});
