// Migration 0026 stores a booking's performers once: a performer an older row names only in the legacy columns
// (performer_id, performer_name) or in additional_data's copies (services.selectedStrippers / selectedWaiters)
// is moved to booking_performers with his role and the booking's slot (or, deleted since, keeps his name in
// booking_former_performers); then the copies go, the bookings table is rebuilt without the columns, and every
// row that references a booking stays.
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/lib/server/db';
import { databaseBeforeMigration } from '@test/migrated-db';
import { lineUpOf } from './line-up.server';
import { readBookingData } from './booking-data';

const databaseBefore = databaseBeforeMigration();

const price = { stripperSubtotal: 9000, waiterSubtotal: 4000, discount: 0, supplement: 0, extraTime: [] };
/** The JSON an older row kept: its services with copies of the performers ({id, name}) by role, and its price. */
const olderData = (strippers: [string, string][], waiters: [string, string][] = []) =>
  JSON.stringify({
    services: {
      selectedMaleStripper: 'topless',
      selectedToplessWaiter: waiters.length ? 'sexy-host' : 'none',
      selectedStrippers: strippers.map(([id, name]) => ({ id, name })),
      selectedWaiters: waiters.map(([id, name]) => ({ id, name })),
    },
    price,
  });

describe('migration 0026', () => {
  it("moves every performer an older row names only in its copies to where they are stored, then drops the copies, keeping every row's references", () => {
    const db = databaseBefore(26);
    const sql = db.$client;
    const performer = sql.prepare(`insert into performers (id, name, description, image_url, tags) values (?, ?, '', '/p.webp', '[]')`);
    for (const [id, name] of [
      ['p-marco', 'Marco'],
      ['p-jake', 'Jake'],
      ['p-arthit', 'Arthit'],
    ])
      performer.run(id, name);
    const booking = sql.prepare(
      `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
        total_price, location, performer_id, performer_name, additional_data)
        values (@id, @name, @email, @service, 'topless', '2030-03-01', '20:30', 90, 13000, 'bangkok', @performerId, @performerName, @data)`,
    );
    const add = (id: string, fields: { performerId?: string; performerName?: string; data?: string | null; service?: string } = {}) =>
      booking.run({
        id,
        name: 'Ann Older',
        email: 'ann@example.com',
        service: fields.service ?? 'TOPLESS',
        performerId: fields.performerId ?? null,
        performerName: fields.performerName ?? null,
        data: fields.data ?? null,
      });
    const slot = sql.prepare(
      `insert into booking_performers (booking_id, performer_id, role, event_date, start_minute, end_minute) values (?, ?, ?, '2030-03-01', 1230, 1320)`,
    );
    // The JSON names Jake as the waiter, whose slot is missing; two strippers no slot holds, in the customer's order.
    add('b-json', { performerId: 'p-marco', performerName: 'Marco, Jake', data: olderData([['p-marco', 'Marco']], [['p-jake', 'Jake']]) });
    slot.run('b-json', 'p-marco', 'stripper');
    add('b-order', {
      data: olderData([
        ['p-arthit', 'Arthit'],
        ['p-marco', 'Marco'],
      ]),
    });
    // From before the slots: the one performer on the row, a stripper unless the booking has no stripper service.
    add('b-legacy', { performerId: 'p-arthit', performerName: 'Arthit' });
    add('b-legacy-waiter', { performerId: 'p-jake', performerName: 'Jake', service: 'NONE' });
    // Deleted since: the JSON's name, or the row's name when that is all that is left.
    add('b-gone', { performerName: 'Leo', data: olderData([['p-gone', 'Leo']]) });
    add('b-name-only', { performerName: 'Old Star' });
    // JSON of another shape stays as it is (it reads as nothing); the row's performer is moved. (Text that is not
    // JSON cannot be stored since migration 0012: the insights' index reads the waiters' package from it.)
    const otherShape = JSON.stringify({ services: 'topless', price: 7, selectedStrippers: [{ id: 'p-jake', name: 'Jake' }] });
    add('b-bad-json', { performerId: 'p-marco', performerName: 'Marco', data: otherShape });
    // An anonymised payment record keeps no performer: its slots were removed on purpose.
    booking.run({
      id: 'b-anonymised',
      name: 'Anonymised',
      email: '',
      service: 'TOPLESS',
      performerId: 'p-marco',
      performerName: 'Marco',
      data: null,
    });
    // Already in step: nothing is added.
    add('b-same', { performerId: 'p-marco', performerName: 'Marco', data: olderData([['p-marco', 'Marco']]) });
    slot.run('b-same', 'p-marco', 'stripper');
    // Rows that reference bookings, which the rebuild must keep.
    sql
      .prepare(
        `insert into outbox (id, kind, booking_id, recipient, subject, body) values ('m1', 'x', 'b-json', 'ann@example.com', 'Hi', '{}')`,
      )
      .run();
    sql.prepare(`insert into advance_shares (id, booking_id, number, amount) values ('s1', 'b-json', 1, 1000)`).run();
    const references = () =>
      ['outbox', 'advance_shares', 'booking_performers', 'bookings_search'].map((table) =>
        sql.prepare(`select count(*) from ${table}`).pluck().get(),
      );
    const kept = references();

    migrateDatabase(db);

    const named = (id: string) => {
      const lineUp = lineUpOf(db, id);
      return { stripper: lineUp.stripper.map((p) => p.name), waiter: lineUp.waiter.map((p) => p.name) };
    };
    expect(named('b-json')).toEqual({ stripper: ['Marco'], waiter: ['Jake'] });
    expect(named('b-order')).toEqual({ stripper: ['Arthit', 'Marco'], waiter: [] });
    expect(named('b-legacy')).toEqual({ stripper: ['Arthit'], waiter: [] });
    expect(named('b-legacy-waiter')).toEqual({ stripper: [], waiter: ['Jake'] });
    expect(named('b-gone')).toEqual({ stripper: ['Leo'], waiter: [] });
    expect(lineUpOf(db, 'b-gone').stripper).toEqual([{ id: 'p-gone', name: 'Leo', former: true }]);
    expect(named('b-name-only')).toEqual({ stripper: ['Old Star'], waiter: [] });
    expect(named('b-bad-json')).toEqual({ stripper: ['Marco'], waiter: [] });
    expect(named('b-anonymised')).toEqual({ stripper: [], waiter: [] });
    expect(named('b-same')).toEqual({ stripper: ['Marco'], waiter: [] });
    // A moved performer holds the booking's slot: its date, its start and its length.
    expect(sql.prepare(`select distinct event_date, start_minute, end_minute from booking_performers`).all()).toEqual([
      { event_date: '2030-03-01', start_minute: 1230, end_minute: 1320 },
    ]);

    // The copies are gone: the columns, and the JSON's performers (its services and price stay; JSON of another shape as it was).
    const columns = sql.prepare(`select name from pragma_table_xinfo('bookings')`).pluck().all();
    expect(columns).not.toContain('performer_id');
    expect(columns).not.toContain('performer_name');
    expect(columns).toContain('waiter_package');
    const data = (id: string) => sql.prepare('select additional_data from bookings where id = ?').pluck().get(id) as string | null;
    expect(JSON.parse(data('b-json')!)).toEqual({
      services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' },
      price,
    });
    expect(readBookingData(data('b-json'))).toEqual({
      services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'sexy-host' },
      price,
    });
    expect(sql.prepare(`select waiter_package from bookings where id = 'b-json'`).pluck().get()).toBe('sexy-host');
    expect(data('b-bad-json')).toBe(otherShape);
    expect(readBookingData(data('b-bad-json'))).toEqual({ services: null, price: null });

    // Every row that referenced a booking is still there (two slots were added), and references are whole.
    expect(references()).toEqual([kept[0], kept[1], (kept[2] as number) + 6, kept[3]]);
    expect(sql.pragma('foreign_key_check')).toEqual([]);
    expect(sql.pragma('foreign_keys', { simple: true })).toBe(1);
    // The table's indexes and the search index's triggers are back: a new booking is found, a deleted one takes its slots.
    const indexes = sql
      .prepare(`select name from sqlite_master where type = 'index' and tbl_name = 'bookings' and sql is not null`)
      .pluck()
      .all();
    expect(indexes).toEqual(
      expect.arrayContaining(['bookings_confirm_token_idx', 'bookings_email_idx', 'bookings_insights_idx', 'bookings_slip_reference_idx']),
    );
    expect(indexes).toHaveLength(10);
    sql
      .prepare(
        `insert into bookings (id, customer_name, customer_email, service_type, performance_style, event_date, event_time, duration,
          total_price) values ('b-new', 'Bea New', 'bea@example.com', 'TOPLESS', 'topless', '2030-04-01', '20:00', 60, 9000)`,
      )
      .run();
    sql.prepare(`update bookings set customer_name = 'Zelda Newname' where id = 'b-new'`).run();
    expect(sql.prepare(`select booking_id from bookings_search where bookings_search match '"Newname"'`).pluck().all()).toEqual(['b-new']);
    sql.prepare(`delete from bookings where id = 'b-json'`).run();
    expect(sql.prepare(`select count(*) from booking_performers where booking_id = 'b-json'`).pluck().get()).toBe(0);
    expect(sql.prepare(`select count(*) from outbox where booking_id = 'b-json'`).pluck().get()).toBe(0);
    expect(sql.prepare(`select count(*) from bookings_search where booking_id = 'b-json'`).pluck().get()).toBe(0);
  });
});
