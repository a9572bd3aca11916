/**
 * The admin panel's data cache (spec section 7, client data rules) on @nanostores/query: the key
 * parts joined with '/' are the path; data never goes stale by default, no refetch on focus, no
 * retries, kept 5 minutes.
 */
import { nanoquery, type CommonSettings, type FetcherStore, type KeyInput } from '@nanostores/query';
import { adminRequest } from './admin-client';

/** Default retention of cached data. */
export const DEFAULT_CACHE_LIFETIME = 5 * 60_000;

const [createLooseFetcherStore, , { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  fetcher: (...parts) => adminRequest('GET', parts.map(String).join('/')),
  dedupeTime: Infinity,
  cacheLifetime: DEFAULT_CACHE_LIFETIME,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: null,
});
/** The cache's mutators and key operations, as nanoquery makes them. */
export { invalidateKeys, revalidateKeys, mutateCache };

/** A cached admin GET; its error is whatever the call threw, typed `unknown` (the library's default is `any`). */
export function createFetcherStore<T>(keys: KeyInput, settings?: CommonSettings<T>): FetcherStore<T, unknown> {
  return createLooseFetcherStore<T, unknown>(keys, settings);
}

/** Drops every cached admin call (after login, or a 401). */
export function invalidateAdminCache(): void {
  invalidateKeys((key) => key.startsWith('/api/admin'));
}
