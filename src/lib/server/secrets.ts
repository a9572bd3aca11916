/**
 * The single-use secrets of links (confirm, share, review, brief, feeds): a random value sent once, of
 * which only the hash is stored.
 */
import { createHash, randomFillSync } from 'node:crypto';

/** SHA-256 (hex) of a link's secret: what is stored and looked up. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The longest value taken as a link's secret (ours are 22 characters); a longer one is never hashed or looked up. */
export const MAX_SECRET_LENGTH = 64;

/** The hash a link's token is looked up by, or null for a value that cannot be a secret (empty or too long). */
export function linkSecretHash(token: string | null | undefined): string | null {
  return token && token.length <= MAX_SECRET_LENGTH ? hashSecret(token) : null;
}

const SECRET_BYTES = 16;
// Random bytes are drawn 64 secrets at a time (one call to the system's generator instead of one per secret,
// as crypto.randomUUID does); each secret's 16 bytes are handed out once.
const pool = Buffer.alloc(SECRET_BYTES * 64);
let drawn = pool.length;

/** A new random secret (128 bits, URL-safe) and its stored hash. */
export function newSecret(): { value: string; hash: string } {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  const value = pool.toString('base64url', drawn, (drawn += SECRET_BYTES));
  return { value, hash: hashSecret(value) };
}
