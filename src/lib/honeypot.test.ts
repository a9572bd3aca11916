import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, honeypotFilled } from './honeypot';

describe('honeypotFilled', () => {
  it('is false for a person: field missing, empty, blank or null', () => {
    for (const body of [{}, { [HONEYPOT_FIELD]: '' }, { [HONEYPOT_FIELD]: '   ' }, { [HONEYPOT_FIELD]: null }, null, 'text']) {
      expect(honeypotFilled(body)).toBe(false);
    }
  });

  it('is true for anything a bot puts there, whatever its type', () => {
    for (const value of ['http://spam.example', 'x', 0, false, ['a'], { a: 1 }]) {
      expect(honeypotFilled({ [HONEYPOT_FIELD]: value })).toBe(true);
    }
  });
});
