// The split arithmetic: every split adds up to the advance, equal shares, the remainder on the organiser's.
import { describe, expect, it } from 'vitest';
import { splitShares } from './share-split';

describe('splitting the advance', () => {
  it('adds up to the advance for every count, equal shares, the remainder on share 1', () => {
    for (const advance of [1, 999, 3000, 4501, 123_457]) {
      for (let count = 2; count <= 30; count++) {
        for (const free of [false, true]) {
          if (free && count < 3) continue;
          const shares = splitShares(advance, count, free);
          expect(shares).toHaveLength(free ? count - 1 : count);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(advance);
          const [first, ...rest] = shares;
          for (const share of rest) expect(share).toBe(rest[0]);
          expect(first! - rest[0]!).toBeLessThan(shares.length);
          expect(first! - rest[0]!).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(splitShares(4501, 4)).toEqual([1126, 1125, 1125, 1125]);
    expect(splitShares(3000, 4, true)).toEqual([1000, 1000, 1000]);
  });
});
