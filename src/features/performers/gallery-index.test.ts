import { describe, expect, it } from 'vitest';
import { wrapIndex } from './gallery-index';

describe('wrapIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
