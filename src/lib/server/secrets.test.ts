import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from './secrets';

describe('newSecret', () => {
  it('gives 128-bit URL-safe values, never the same twice, across refills of its random pool', () => {
    const secrets = Array.from({ length: 200 }, () => newSecret());
    for (const { value, hash } of secrets) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(value, 'base64url')).toHaveLength(16);
      expect(hash).toBe(hashSecret(value));
    }
    expect(new Set(secrets.map((s) => s.value)).size).toBe(200);
  });
});
