// Migration 0027 settles the shares still open of a booking whose advance was received before "received" settled them.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';

const databaseBefore = databaseBeforeMigration();

describe('migration 0027', () => {
  it('settles the open shares of a received advance only, keeping the way a guest said she paid', () => {
    const db = databaseBefore(27);
    const booking = (id: string, advance: string) =>
      db.$client
        .prepare(
          `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
            total_price, advance_amount, cash_amount, advance_status) values (?, 'Ann', 'ann@example.com', 'TOPLESS', 'topless', '2030-03-01', '20:00', 60, 10000, 3000, 7000, ?)`,
        )
        .run(id, advance);
    booking('received', 'received');
    booking('unpaid', 'unpaid');
    const share = (id: string, bookingId: string, number: number, status: string, method: string | null) =>
      db.$client
        .prepare('insert into advance_shares (id, booking_id, number, amount, status, method, received_at) values (?, ?, ?, 1000, ?, ?, ?)')
        .run(id, bookingId, number, status, method, status === 'received' ? 1_000 : null);
    share('r1', 'received', 1, 'received', 'promptpay');
    share('r2', 'received', 2, 'reported', 'bank');
    share('r3', 'received', 3, 'pending', null);
    share('u1', 'unpaid', 1, 'pending', null);
    share('u2', 'unpaid', 2, 'reported', 'bank');
    migrateDatabase(db);
    const rows = db.$client
      .prepare(
        'select id, status, method, received_at > 1000 as settledNow, received_at = 1000 as receivedBefore from advance_shares order by id',
      )
      .all();
    expect(rows).toEqual([
      { id: 'r1', status: 'received', method: 'promptpay', settledNow: 0, receivedBefore: 1 },
      { id: 'r2', status: 'received', method: 'bank', settledNow: 1, receivedBefore: 0 },
      { id: 'r3', status: 'received', method: 'desk', settledNow: 1, receivedBefore: 0 },
      { id: 'u1', status: 'pending', method: null, settledNow: null, receivedBefore: null },
      { id: 'u2', status: 'reported', method: 'bank', settledNow: null, receivedBefore: null },
    ]);
  });
});
