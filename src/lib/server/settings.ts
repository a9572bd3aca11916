/** Key/value settings stored in the database. */
import { eq } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { settings } from '@db/schema';
import * as clock from '@/lib/clock';

// Any drizzle database over SQLite: the app's (with its schema) and the seed script's.
type AnyDb = BetterSQLite3Database<Record<string, unknown>>;

/** The value stored under key, or undefined. */
export function getSetting(db: AnyDb, key: string): string | undefined {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value;
}

/** Stores value under key, replacing any previous value. */
export function setSetting(db: AnyDb, key: string, value: string): void {
  db.insert(settings)
    .values({ key, value, updatedAt: clock.currentDate() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: clock.currentDate() } })
    .run();
}

/** Removes the value stored under key (nothing when there is none). */
export function deleteSetting(db: AnyDb, key: string): void {
  db.delete(settings).where(eq(settings.key, key)).run();
}
