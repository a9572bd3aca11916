// Migration 0014 stores the money of every booking made before it: the split it was shown with, round(30%) of
// the total as the advance and the rest in cash, and seeds the owner's advance rate at the same 30%.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

describe('migration 0014', () => {
  it("fills each booking's advance, cash and rate from today's rule, and the rate setting", () => {
    const db = databaseBefore(14);
    const insert = db.$client.prepare(
      `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
        total_price, advance_status) values (?, 'Ann', 'ann@example.com', 'TOPLESS', 'topless', '2026-03-01', '20:00', 60, ?, ?)`,
    );
    insert.run('b1', 10005, 'received');
    insert.run('b2', 7000, 'unpaid');
    insert.run('b3', 0, 'unpaid');
    migrateDatabase(db);
    const money = db.$client
      .prepare('select id, total_price, advance_amount, cash_amount, advance_percent from bookings order by id')
      .all();
    expect(money).toEqual([
      { id: 'b1', total_price: 10005, advance_amount: 3002, cash_amount: 7003, advance_percent: 30 },
      { id: 'b2', total_price: 7000, advance_amount: 2100, cash_amount: 4900, advance_percent: 30 },
      { id: 'b3', total_price: 0, advance_amount: 0, cash_amount: 0, advance_percent: 30 },
    ]);
    expect(db.$client.prepare("select value from settings where key = 'advance_percent'").get()).toEqual({ value: '30' });
  });
});
