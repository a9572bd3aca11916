import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { keepingRows, type Fetched } from './kept-rows';

describe('a list that keeps its rows while a new search loads', () => {
  it('shows the last rows, marked loading, until the new answer replaces them', () => {
    const source = atom<Fetched<string[]>>({ loading: true });
    const kept = keepingRows(source);
    const stop = kept.listen(() => {});

    expect(kept.get()).toEqual({ loading: true }); // nothing yet to keep: the list says it is loading
    source.set({ loading: false, data: ['Anna', 'Bea'] });
    source.set({ loading: true }); // a new search: the fetcher store of the new key has no data
    expect(kept.get()).toEqual({ loading: true, data: ['Anna', 'Bea'] });
    source.set({ loading: false, data: ['Bea'] });
    expect(kept.get()).toEqual({ loading: false, data: ['Bea'] });

    source.set({ loading: false, error: new Error('offline') }); // an error is shown, not hidden behind old rows
    expect(kept.get().data).toBeUndefined();
    source.set({ loading: true });
    expect(kept.get()).toEqual({ loading: true });
    stop();
  });
});
