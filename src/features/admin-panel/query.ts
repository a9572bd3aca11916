/**
 * The admin panel's data cache (spec section 7, client data rules) on @nanostores/query: the key
 * parts joined with '/' are the path; data never goes stale by default, no refetch on focus, no
 * retries, kept 5 minutes.
 */
import { nanoquery } from '@nanostores/query';
import { adminRequest } from './admin-client';

/** Default retention of cached data. */
export const DEFAULT_CACHE_LIFETIME = 5 * 60_000;

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  fetcher: (...parts) => adminRequest('GET', parts.map(String).join('/')),
  dedupeTime: Infinity,
  cacheLifetime: DEFAULT_CACHE_LIFETIME,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: null,
});

/** Drops every cached admin call (after login, logout, or a 401). */
export function invalidateAdminCache(): void {
  invalidateKeys((key) => key.startsWith('/api/admin'));
}
