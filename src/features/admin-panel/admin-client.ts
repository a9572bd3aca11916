/**
 * Admin calls on top of the one API client: writes carry X-CSRF-Token, and a 403 `csrf_invalid`
 * fetches a fresh token and retries once; a 401 from an admin call (other than status and
 * login) is reported to the handler set with onAdminUnauthorized().
 */
import { ApiError, apiRequest } from '@/lib/api-client';
import { routePath, type Route, type RouteAnswer, type RouteArgs } from '@/lib/route-contract';
import { loadRefusalWords } from './refusal-words';
import { csrfTokenRoute } from './session.routes';

let csrfToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

// The photo upload is an admin call too: it is guarded by the session and the CSRF token.
const ADMIN_PREFIXES = ['/api/admin/', '/api/upload/'];
const UNGUARDED = ['/api/admin/status', '/api/admin/login', '/api/admin/passkeys/login/', '/api/admin/passkeys/register/'];

const isAdminPath = (path: string) => ADMIN_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Sets what happens when an admin call answers 401 (the admin session store registers it). */
export function onAdminUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Forgets the cached anti-forgery token (after login or logout). */
export function clearCsrfToken(): void {
  csrfToken = null;
}

async function fetchCsrfToken(): Promise<string> {
  const { csrfToken: token } = await apiRequest<RouteAnswer<typeof csrfTokenRoute>>(csrfTokenRoute.method, routePath(csrfTokenRoute));
  csrfToken = token;
  return csrfToken;
}

/** Sends an admin request (same arguments and answer as apiRequest) with the token and the 401 rule. */
export async function adminRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isAdminWrite = isAdminPath(path) && !['GET', 'HEAD', 'OPTIONS'].includes(method);
  // A failure to get the token itself is thrown as is: only the call's own 401 logs the panel out.
  const headers = async () => (isAdminWrite ? { 'X-CSRF-Token': csrfToken ?? (await fetchCsrfToken()) } : undefined);
  const send = async (token?: Record<string, string>) => {
    try {
      return await apiRequest<T>(method, path, body, { headers: token });
    } catch (error) {
      // The caller says a refusal at once (errors.ts), in words that load with the first one.
      if (error instanceof ApiError) await loadRefusalWords();
      if (error instanceof ApiError && error.status === 401 && isAdminPath(path) && !UNGUARDED.some((p) => path.startsWith(p)))
        unauthorizedHandler?.();
      throw error;
    }
  };
  try {
    return await send(await headers());
  } catch (error) {
    if (!(isAdminWrite && error instanceof ApiError && error.reason.code === 'csrf_invalid')) throw error;
    await fetchCsrfToken();
    return send(await headers());
  }
}

/** Calls a route through its contract (the CSRF token and the 401 rule of adminRequest) and answers what it answers. */
export function callRoute<R extends Route>(contract: R, ...[input]: RouteArgs<R>): Promise<RouteAnswer<R>> {
  return adminRequest<RouteAnswer<R>>(contract.method, routePath(contract, input), input?.body);
}
