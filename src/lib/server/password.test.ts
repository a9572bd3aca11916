import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { passwordHashCost } from './environment.mjs';
import { HttpError } from './http';
import { generatePassword, hashPassword, passwordWork, verifyPassword } from './password';

/** A stored hash with a small N, so the queue tests do not spend seconds hashing. */
function cheapHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return ['scrypt', 2 ** 12, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('hashes at the production cost (scrypt N=2^17 r=8 p=1), and production refuses a lower cost', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const hash = await hashPassword('s3cret pässword');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('s3cret pässword', hash)).toBe(true);
    vi.stubEnv('PASSWORD_HASH_COST', '16');
    await expect(hashPassword('s3cret pässword')).rejects.toThrow(
      'PASSWORD_HASH_COST must be at least 17 when NODE_ENV=production, not "16"',
    );
    vi.stubEnv('PASSWORD_HASH_COST', '18');
    expect(passwordHashCost()).toBe(18);
  });

  it('hashes with the lowered test cost and a random salt, and verifies only the right password', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    const hash = await hashPassword('s3cret pässword');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('s3cret');
    expect(await hashPassword('s3cret pässword')).not.toBe(hash);
    expect(await verifyPassword('s3cret pässword', hash)).toBe(true);
    expect(await verifyPassword('s3cret password', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    for (const raw of ['9', '21', 'high']) {
      vi.stubEnv('PASSWORD_HASH_COST', raw);
      expect(passwordHashCost, raw).toThrow(`PASSWORD_HASH_COST must be a whole number from 10 to 20, not "${raw}"`);
    }
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$x$8$1$AAAA$BBBB', 'scrypt$16$8$1$AAAA$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('generates distinct 24-character passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });

  it('runs at most two verifications at once; a third waits for a free slot', async () => {
    const stored = cheapHash('right');
    const checks = ['a', 'b', 'right'].map((guess) => verifyPassword(guess, stored));
    expect([passwordWork.running, passwordWork.waiting]).toEqual([2, 1]);
    expect(await Promise.all(checks)).toEqual([false, false, true]);
    expect([passwordWork.running, passwordWork.waiting]).toEqual([0, 0]);
  });

  it('answers 503 with Retry-After once the short queue is full, and recovers', async () => {
    const stored = cheapHash('right');
    const accepted = Array.from({ length: 6 }, (_, i) => verifyPassword(`guess ${i}`, stored));
    const overflow = await verifyPassword('one too many', stored).then(
      () => null,
      (error: unknown) => error,
    );
    expect(overflow).toBeInstanceOf(HttpError);
    expect(overflow).toMatchObject({
      status: 503,
      message: 'The server is busy checking other sign-ins. Please try again in a few seconds.',
      headers: { 'Retry-After': '5' },
      reason: { code: 'sign_ins_busy', params: {} },
    });
    expect(await Promise.all(accepted)).toEqual(Array(6).fill(false));
    expect(await verifyPassword('right', stored)).toBe(true);
  });
});
