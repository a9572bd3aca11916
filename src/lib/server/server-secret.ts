/**
 * The server's one secret: 32 random bytes made on first use and kept in the settings table (so it
 * lives with the data it protects, survives restarts and goes with a backup). It keys the HMACs that
 * stand in for e-mail addresses in rate-limit keys and signs the customer's device cookie. Deleting
 * the `server_secret` row makes a new one at the next use: rate-limit windows start afresh and every
 * device cookie stops counting, nothing else.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { settings } from '@db/schema';
import type { Db } from './db';
import { getSetting } from './settings';
import * as clock from '@/lib/clock';

/** The settings key holding the secret (base64url). */
export const SERVER_SECRET_KEY = 'server_secret';

const cache = new WeakMap<object, Buffer>();

/** The secret of this database, created (once, whoever races) when missing. */
export function serverSecret(db: Db): Buffer {
  const cached = cache.get(db.$client);
  if (cached) return cached;
  let stored = getSetting(db, SERVER_SECRET_KEY);
  // Made inside a caller's transaction, the row may still roll back with it: cached only once it is known to be committed.
  const committed = stored !== undefined || !db.$client.inTransaction;
  if (stored === undefined) {
    db.insert(settings)
      .values({ key: SERVER_SECRET_KEY, value: randomBytes(32).toString('base64url'), updatedAt: clock.currentDate() })
      .onConflictDoNothing()
      .run();
    stored = getSetting(db, SERVER_SECRET_KEY)!;
  }
  const secret = Buffer.from(stored, 'base64url');
  if (committed) cache.set(db.$client, secret);
  return secret;
}

/** HMAC-SHA256 of `value` under the server secret (base64url, 43 characters): a stable stand-in that reveals nothing. */
export function keyedHash(db: Db, value: string): string {
  return createHmac('sha256', serverSecret(db)).update(value).digest('base64url');
}

/** True when `mac` is keyedHash(value), compared in constant time. */
export function keyedHashMatches(db: Db, value: string, mac: string): boolean {
  const expected = Buffer.from(keyedHash(db, value));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
