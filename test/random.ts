/** Test support: a small deterministic random source (mulberry32), so a test that writes random rows can be replayed. */

/** A seeded source: `rand()` in [0, 1), and `pick` one of a list. */
export function seededRandom(seed: number): { rand: () => number; pick: <T>(items: readonly T[]) => T } {
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { rand, pick: <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]! };
}
