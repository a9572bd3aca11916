/**
 * The SQLite connection: one per process, opened on first use, migrated, and seeded when new.
 * WAL with synchronous=FULL so an acknowledged write survives power loss; secure_delete; foreign keys on;
 * a busy timeout so a second process (a backup, a CLI script) waits instead of failing.
 */
import Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from '@db/schema';
import { seedDatabase } from '@db/seed';
import { databasePath, migrationsDirSetting } from './config';
import { getSetting, setSetting } from './settings';
import * as clock from '@/lib/clock';

/** The typed drizzle database. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** An open transaction of the database (writes that must commit together take one). */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

// The connection behind each open transaction. drizzle gives a database its connection ($client) but not
// a transaction, so connect() registers every transaction a database opens (a nested one too) as it starts.
const transactionClients = new WeakMap<object, Database.Database>();

type Transactional = { transaction: (run: (tx: never) => unknown, config?: never) => unknown };

// Makes `db` (a database or a transaction) register the transactions it opens, and theirs, under `client`.
function registerTransactions(db: Transactional, client: Database.Database): void {
  const open = db.transaction.bind(db);
  db.transaction = (run, config) =>
    open((tx: Transactional) => {
      transactionClients.set(tx, client);
      registerTransactions(tx, client);
      return run(tx as never);
    }, config);
}

/** The typed drizzle database on an open better-sqlite3 connection, whose transactions clientOf can answer for. */
export function connect(client: Database.Database): Db {
  const db = drizzle(client, { schema });
  registerTransactions(db as unknown as Transactional, client);
  return db;
}

/** The better-sqlite3 connection behind a database or one of its open transactions (both made by connect()). */
export function clientOf(db: object): Database.Database {
  const client = transactionClients.get(db) ?? (db as Partial<Db>).$client;
  if (!client) throw new Error('clientOf: not a database or transaction made by connect()');
  return client;
}

/**
 * Runs `work` as one atomic write: inside the transaction already open on db's connection (a request's write
 * batch, whose savepoint undoes the request's writes when it throws), or else in an immediate transaction of its
 * own. A nested transaction would cost a savepoint and drizzle's transaction objects on every booking; a caller
 * inside a transaction that catches what `work` throws and goes on must take its own savepoint.
 */
export function writeAtomically<T>(db: Db, work: (tx: DbTransaction) => T): T {
  // Inside an open transaction `tx` is db itself: work throws to undo, it never calls tx.rollback().
  if (clientOf(db).inTransaction) return work(db as unknown as DbTransaction);
  return db.transaction(work, { behavior: 'immediate' });
}

/**
 * Memoizes `build` per connection: statements on a request's path are compiled once, not built by the
 * query builder and prepared by SQLite on every call. Works with a database or any of its transactions.
 */
export function perConnection<T>(build: (client: Database.Database) => T): (db: object) => T {
  const built = new WeakMap<Database.Database, T>();
  return (db) => {
    const client = clientOf(db);
    let value = built.get(client);
    if (value === undefined) built.set(client, (value = build(client)));
    return value;
  };
}

/**
 * A compiled INSERT of the given columns of a table, for writes on a request's path: `insert(db, row)`
 * stores one row (db may be a transaction), each value converted as drizzle converts it (dates, JSON,
 * booleans). Columns left out take their SQL defaults; a `$defaultFn` (the ids) is not run, so pass them.
 */
export function preparedInsert<T extends SQLiteTable, K extends keyof T['$inferInsert'] & string>(table: T, keys: readonly K[]) {
  const all = getTableColumns(table) as Record<string, SQLiteColumn>;
  const columns = keys.map((k) => all[k]!);
  const statement = perConnection((client) =>
    client.prepare(
      `INSERT INTO "${getTableName(table)}" (${columns.map((c) => `"${c.name}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ),
  );
  return (db: object, row: Pick<T['$inferInsert'], K>): void => {
    const values = row as Record<string, unknown>;
    statement(db).run(keys.map((k, i) => (values[k] == null ? null : columns[i]!.mapToDriverValue(values[k]))));
  };
}

/** Finds db/migrations by walking up from this module (works from src/ and from the built dist/server/). */
export function migrationsFolder(): string {
  const configured = migrationsDirSetting();
  if (configured) return configured;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'db', 'migrations');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('db/migrations');
    dir = parent;
  }
}

/**
 * Makes the data folder private (0700) and creates the database file 0600 before SQLite opens it:
 * SQLite gives the -wal and -shm files the database file's mode. A shared folder (sticky, like /tmp)
 * or one owned by another user is left alone.
 */
function makePrivate(file: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const folder = statSync(dir);
  if (folder.uid === process.getuid?.() && (folder.mode & 0o1000) === 0) chmodSync(dir, 0o700);
  writeFileSync(file, '', { flag: 'a', mode: 0o600 });
  chmodSync(file, 0o600);
  for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
}

/** Opens (creating if needed) a database file with the project's pragmas. Does not migrate. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') makePrivate(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // Deleted rows are overwritten with zeros, so erased personal data cannot be read from the file.
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return connect(sqlite);
}

/**
 * Applies pending migrations; safe to call on every start. They run with foreign keys off, as SQLite asks for
 * a migration that rebuilds a table (copy, drop, rename: 0026 does for bookings), whose drop would otherwise
 * delete every row that references it; the pragma cannot change inside the migrations' transaction, so it is
 * set around it. When a migration ran, every reference is checked after it, and a broken one stops the start.
 */
export function migrateDatabase(db: Db): void {
  const client = db.$client;
  const applied = () =>
    client.prepare("SELECT count(*) FROM sqlite_master WHERE name = '__drizzle_migrations'").pluck().get() === 1
      ? (client.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get() as number)
      : 0;
  const before = applied();
  client.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    client.pragma('foreign_keys = ON');
  }
  if (applied() === before) return;
  const broken = client.pragma('foreign_key_check') as { table: string; parent: string }[];
  if (broken.length > 0) {
    throw new Error(
      `the migrations left ${broken.length} rows whose reference is missing (first: ${broken[0]!.table} → ${broken[0]!.parent})`,
    );
  }
}

const SEEDED_KEY = 'seeded_at';

/**
 * Migrates, then seeds a database that has never been seeded. The marker in settings means a
 * restart never seeds twice, even after the admin has deleted every seeded row.
 */
export function prepareDatabase(db: Db): { seeded: boolean } {
  migrateDatabase(db);
  if (getSetting(db, SEEDED_KEY)) return { seeded: false };
  seedDatabase(db);
  setSetting(db, SEEDED_KEY, clock.currentDate().toISOString());
  return { seeded: true };
}

let instance: Db | undefined;

/**
 * The server's busy timeout. better-sqlite3 waits for a lock synchronously, which freezes every
 * request of the process (pages too); so the server waits briefly and then answers 503
 * (storage-errors.ts) rather than stalling the whole site behind another process's write.
 */
export const SERVER_BUSY_TIMEOUT_MS = 250;

/** The process-wide database at DATABASE_PATH, prepared on first use. */
export function getDb(): Db {
  if (!instance) {
    const file = databasePath();
    const db = openDatabase(file);
    db.$client.pragma(`busy_timeout = ${SERVER_BUSY_TIMEOUT_MS}`);
    const { seeded } = prepareDatabase(db);
    if (seeded) console.log(`[db] created and seeded ${file}`);
    instance = db;
  }
  return instance;
}

/** Closes the process-wide database (tests, graceful shutdown). */
export function closeDb(): void {
  instance?.$client.close();
  instance = undefined;
}
