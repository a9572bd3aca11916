// The organiser's split form: 2 to 30 shares, whole numbers, one guest going free only from 3.
import { describe, expect, it } from 'vitest';
import { splitSchema } from './shares.schema';

describe('the split form', () => {
  it('takes 2 to 30 shares, whole numbers, and one free guest only from 3', () => {
    for (const count of [1, 31, 2.5, '4']) expect(splitSchema.safeParse({ count }).success).toBe(false);
    expect(splitSchema.safeParse({ count: 2, oneGoesFree: true }).success).toBe(false);
    expect(splitSchema.parse({ count: 30 })).toEqual({ count: 30, oneGoesFree: false });
  });
});
