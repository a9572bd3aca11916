/**
 * Password hashing with scrypt (node:crypto). N = 2^17, r = 8, p = 1 costs 128 MiB and a few hundred
 * milliseconds per guess, which makes an offline attack on a stolen hash expensive. The parameters
 * are stored with the hash so they can be raised later without breaking stored hashes. N comes from
 * the internal setting PASSWORD_HASH_COST (tests lower it; production refuses a lower one).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashCost } from './environment.mjs';
import { createWorkQueue } from './work-queue';

/** Longest password accepted; longer input is refused before hashing (no hashing-cost DoS). */
export const MAX_PASSWORD_LENGTH = 256;

// r and p are fixed; N (the cost) is read per hash so a test process can lower it.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; 256 MiB leaves room above the 128 MiB it uses.
const MAXMEM = 256 * 1024 * 1024;

/**
 * Every hash and verification goes through this queue: two at once leave two of libuv's four
 * threads (files, DNS) and the memory for other work; a few more may wait, a flood gets a 503.
 */
export const passwordWork = createWorkQueue({
  concurrency: 2,
  maxWaiting: 4,
  retryAfterSeconds: 5,
  busy: 'sign_ins_busy',
});

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** passwordHashCost(), r: BLOCK_SIZE, p: PARALLELISM };
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: MAXMEM });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when password matches the stored hash; compares in constant time; false for a malformed hash; HttpError 503 when the queue is full. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: MAXMEM });
  return timingSafeEqual(actual, expected);
}

/** A strong random password (144 bits) that is easy to copy: base64url, 24 characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
