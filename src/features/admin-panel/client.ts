/**
 * The panel's one typed client: each screen calls its feature's routes through their contracts
 * (src/lib/route-contract.ts), so the address, the body and the answer are the route's own types. Reads are
 * cached fetcher stores, keyed by the address and enabled only while the session store says admin; writes
 * refresh the cached reads they change.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { FetcherStore } from '@nanostores/query';
import { routePath, routePrefix, type Route, type RouteAnswer, type RouteInput } from '@/lib/route-contract';
import { createFetcherStore, invalidateKeys, mutateCache } from './query';
import { $isAdmin } from './session-store';

/** Calls a route through its contract (the CSRF token and the 401 rule of adminRequest) and answers what it answers. */
export { callRoute } from './admin-client';

/** A cache key that exists only while the browser is admin (so nothing is fetched otherwise). */
export const adminKey = (path: ReadableAtom<string> | string): ReadableAtom<string | null> =>
  computed([$isAdmin, typeof path === 'string' ? atom(path) : path], (isAdmin, value) => (isAdmin ? value : null));

/** A cached GET of a route; the input may be a store (a list's page and filters), refetched as it changes. */
export function routeStore<R extends Route>(
  contract: R,
  input?: RouteInput<R> | ReadableAtom<RouteInput<R>>,
): FetcherStore<RouteAnswer<R>, unknown> {
  const path = input && 'subscribe' in input ? computed(input, (value) => routePath(contract, value)) : routePath(contract, input);
  return createFetcherStore<RouteAnswer<R>>([adminKey(path)]);
}

/** Fetches again every cached answer of the route (all its pages, filters and ids). */
export function refreshRoute(contract: Route): void {
  const prefix = routePrefix(contract);
  invalidateKeys((key) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));
}

/** Puts a known answer in the cache of one call of a route (an optimistic change, or the server's answer to a write). */
export function setRouteCache<R extends Route>(contract: R, input: RouteInput<R> | undefined, value: RouteAnswer<R>): void {
  mutateCache(routePath(contract, input), value);
}

/**
 * Fetches again every cached read (those on screen now, the others when next shown): for a change whose effects
 * reach other features' lists (a new advance rate reprices bookings; a retried e-mail clears a booking's warning).
 */
export function refreshEverything(): void {
  invalidateKeys(() => true);
}
