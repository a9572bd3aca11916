import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17 r=8 p=1 and a random salt, and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret pässword');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('s3cret');
    expect(await hashPassword('s3cret pässword')).not.toBe(hash);
    expect(await verifyPassword('s3cret pässword', hash)).toBe(true);
    expect(await verifyPassword('s3cret password', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
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
});
