/**
 * A list that keeps its rows while a new search loads: the fetcher store of a new key has no data until it
 * answers, and a list that blanked in that moment lost the click aimed at a row. The rows stay, the answer
 * says it is loading (the list marks them busy), and an error still shows as an error.
 */
import { computed, type ReadableAtom } from 'nanostores';

/** What a fetcher store holds (the fields the lists read). */
export interface Fetched<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/** The store's value, with the last data it had while a new key loads. */
export function keepingRows<T, V extends Fetched<T>>(store: ReadableAtom<V>): ReadableAtom<V> {
  let last: T | undefined;
  return computed(store, (value) => {
    if (value.data !== undefined) last = value.data;
    else if (value.error !== undefined && !value.loading) last = undefined;
    return value.loading && value.data === undefined && last !== undefined ? { ...value, data: last } : value;
  });
}
