import { describe, expect, it } from 'vitest';
import { filterListing, matchesListing, modeFor, takesRole } from './performer-filter';

const performer = (location: string, tags: string[], isAvailable = true) => ({ location, tags, isAvailable });

describe('matchesListing', () => {
  it("needs the performer to work in the city (the city's key)", () => {
    expect(matchesListing(performer('bangkok', ['Male Stripper']), 'bangkok', 'male-strippers')).toBe(true);
    expect(matchesListing(performer('pattaya', ['Male Stripper']), 'bangkok', 'male-strippers')).toBe(false);
  });

  it('needs a tag containing the mode text, case-insensitive', () => {
    expect(matchesListing(performer('phuket', ['Topless Waiter']), 'phuket', 'male-strippers')).toBe(false);
    expect(matchesListing(performer('phuket', ['topless waiter', 'Fashion']), 'phuket', 'topless-waiters')).toBe(true);
    expect(matchesListing(performer('phuket', ['Senior Male Stripper']), 'phuket', 'male-strippers')).toBe(true);
    expect(matchesListing(performer('phuket', []), 'phuket', 'topless-waiters')).toBe(false);
  });

  it('lists a performer with both tags in both modes', () => {
    const both = performer('pattaya', ['Male Stripper', 'Topless Waiter']);
    expect(matchesListing(both, 'pattaya', 'male-strippers')).toBe(true);
    expect(matchesListing(both, 'pattaya', 'topless-waiters')).toBe(true);
  });

  it('never lists an unavailable performer', () => {
    expect(matchesListing(performer('bangkok', ['Male Stripper'], false), 'bangkok', 'male-strippers')).toBe(false);
  });

  it('matches a two-word city by its key', () => {
    expect(matchesListing(performer('chiang-mai', ['Male Stripper']), 'chiang-mai', 'male-strippers')).toBe(true);
  });
});

describe('takesRole', () => {
  it("takes a role by the tag of its listing ('male stripper', 'topless waiter'), case-insensitive, wherever the performer works", () => {
    expect(takesRole({ tags: ['Senior Male Stripper'] }, 'stripper')).toBe(true);
    expect(takesRole({ tags: ['Senior Male Stripper'] }, 'waiter')).toBe(false);
    expect(takesRole({ tags: ['Fashion', 'topless WAITER'] }, 'waiter')).toBe(true);
    expect(takesRole({ tags: [] }, 'stripper')).toBe(false);
  });
});

describe('filterListing', () => {
  it('keeps the given order', () => {
    const list = [
      { id: 'a', ...performer('bangkok', ['Male Stripper']) },
      { id: 'b', ...performer('phuket', ['Male Stripper']) },
      { id: 'c', ...performer('bangkok', ['Male Stripper', 'Topless Waiter']) },
    ];
    expect(filterListing(list, 'bangkok', 'male-strippers').map((p) => p.id)).toEqual(['a', 'c']);
  });
});

describe('modeFor', () => {
  it('picks waiter mode from the path or the query flag', () => {
    expect(modeFor('/topless-waiters/bangkok', new URLSearchParams())).toBe('topless-waiters');
    expect(modeFor('/male-strippers/bangkok', new URLSearchParams('topless-waiters'))).toBe('topless-waiters');
    expect(modeFor('/male-strippers/bangkok', new URLSearchParams('x=1'))).toBe('male-strippers');
  });
});
