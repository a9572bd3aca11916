import { count, eq } from 'drizzle-orm';
import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { performers, pricingItems } from '@db/schema';
import { tempDir } from '@test/temp-db';
import { cleanupAfterEach, freshDatabasePerTest } from '@test/hooks';
import { clientOf, migrateDatabase, openDatabase, perConnection, prepareDatabase, writeAtomically } from './db';
import { commitWrite } from './write-batch';

const cleanups = cleanupAfterEach();
const freshDatabase = freshDatabasePerTest();

describe('openDatabase', () => {
  it('sets WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const db = openDatabase(path.join(dir, 'nested', 'app.db'));
    cleanups.unshift(() => db.$client.close());
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('clientOf', () => {
  it('answers the connection behind a database, its transactions and their nested ones, so statements are compiled once per connection', () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const one = openDatabase(path.join(dir, 'one.db'));
    const two = openDatabase(path.join(dir, 'two.db'));
    cleanups.unshift(() => (one.$client.close(), two.$client.close()));
    let compiled = 0;
    const statement = perConnection((client) => (compiled++, client.prepare('select 1 as n')));
    expect(clientOf(one)).toBe(one.$client);
    one.transaction((tx) => {
      expect(clientOf(tx)).toBe(one.$client);
      tx.transaction((nested) => expect(clientOf(nested)).toBe(one.$client));
      expect(statement(tx).get()).toEqual({ n: 1 });
    });
    two.transaction((tx) => expect(clientOf(tx)).toBe(two.$client), { behavior: 'immediate' });
    expect(statement(one)).toBe(statement(one));
    expect(statement(two)).not.toBe(statement(one));
    expect(compiled).toBe(2);
    expect(() => clientOf({})).toThrow(/not a database or transaction/);
  });
});

describe('writeAtomically', () => {
  it('undoes all its writes when it throws: in a transaction of its own, or inside a write batch without opening another', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const db = openDatabase(path.join(dir, 'atomic.db'));
    cleanups.unshift(() => db.$client.close());
    db.$client.exec('CREATE TABLE t (x TEXT NOT NULL)');
    const insert = (tx: object, x: string) => clientOf(tx).prepare('INSERT INTO t (x) VALUES (?)').run(x);
    const stored = () => db.$client.prepare('SELECT x FROM t ORDER BY x').pluck().all();
    expect(() => writeAtomically(db, (tx) => (insert(tx, 'alone-undone'), insert(tx, 'alone-undone-too'), assert.fail('refused')))).toThrow(
      'refused',
    );
    writeAtomically(db, (tx) => insert(tx, 'alone'));
    expect(db.$client.inTransaction).toBe(false);
    const seen: object[] = [];
    const [refused, kept] = await Promise.allSettled([
      commitWrite(db, (batch) => writeAtomically(batch, (tx) => (seen.push(tx), insert(tx, 'batch-undone'), assert.fail('refused')))),
      commitWrite(db, (batch) => writeAtomically(batch, (tx) => (seen.push(tx), insert(tx, 'batch')))),
    ]);
    expect(refused.status).toBe('rejected');
    expect(kept.status).toBe('fulfilled');
    expect(seen).toEqual([db, db]);
    expect(stored()).toEqual(['alone', 'batch']);
  });
});

describe('prepareDatabase', () => {
  it('migrates and seeds a new database once, then never again', () => {
    const { db } = freshDatabase();
    const seeded = db.select({ n: count() }).from(performers).get()!.n;
    expect(seeded).toBeGreaterThanOrEqual(15);

    // The admin deletes a seeded performer and changes a price; a restart must keep both changes.
    const victim = db.select().from(performers).limit(1).get()!;
    db.delete(performers).where(eq(performers.id, victim.id)).run();
    db.update(pricingItems).set({ price: 12345 }).where(eq(pricingItems.title, 'SEXY HOST')).run();

    expect(prepareDatabase(db)).toEqual({ seeded: false });
    expect(db.select({ n: count() }).from(performers).get()!.n).toBe(seeded - 1);
    expect(
      db
        .select()
        .from(pricingItems)
        .where(eq(pricingItems.title, 'SEXY HOST'))
        .all()
        .map((i) => i.price),
    ).toEqual([12345, 12345, 12345]);
  });

  it('applies migrations idempotently', () => {
    const { db } = freshDatabase();
    const tables = () => db.$client.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all();
    const before = tables();
    migrateDatabase(db);
    migrateDatabase(db);
    expect(tables()).toEqual(before);
    expect(before).toEqual(
      expect.arrayContaining([
        'applications',
        'booking_performers',
        'bookings',
        'contacts',
        'performers',
        'pricing_items',
        'pricing_parameters',
        'rate_limits',
        'sessions',
        'settings',
      ]),
    );
  });

  it('enforces the unique pricing parameter key and foreign keys', () => {
    const { db } = freshDatabase();
    const insertParameter = () =>
      db.$client
        .prepare(
          "insert into pricing_parameters (id, parameter_type, location, service_type, value) values (?, 'waiter_rate', 'bangkok', 'NONE', 10)",
        )
        .run(crypto.randomUUID());
    expect(insertParameter).toThrow(/UNIQUE/);
    expect(() =>
      db.$client
        .prepare(
          "insert into booking_performers (booking_id, performer_id, role, event_date, start_minute, end_minute) values ('nope', 'nope', 'waiter', '2030-01-01', 0, 60)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });
});
