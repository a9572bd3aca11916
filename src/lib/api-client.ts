/**
 * The browser's API client (spec section 7): cookies sent, nothing cached by the browser, non-OK
 * answers thrown as '{status}: {text}'. Admin writes carry X-CSRF-Token; a 403 that mentions CSRF
 * fetches a fresh token and retries once. A 401 from an admin call (other than status and login)
 * is reported to the handler set with onAdminUnauthorized().
 */

/** A non-OK response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `error` field of a JSON error body, or the raw text. */
  get serverMessage(): string {
    try {
      return (JSON.parse(this.body) as { error?: string }).error ?? this.body;
    } catch {
      return this.body;
    }
  }
}

/** A 304 on a data fetch: treated as a cancellation (spec section 8). */
export class CancelledError extends Error {}

let csrfToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

// The photo upload is an admin call too (issue 6 guards it with the session and the CSRF token).
const ADMIN_PREFIXES = ['/api/admin/', '/api/upload/'];
const UNGUARDED = ['/api/admin/status', '/api/admin/login'];

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
  const response = await fetch('/api/admin/csrf-token', { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  return csrfToken;
}

/** Options of one request. */
export interface RequestOptions {
  /** Answer null instead of throwing on 401. */
  returnNullOn401?: boolean;
}

/** Sends a request; JSON bodies for plain objects, FormData as multipart. Returns the parsed JSON (or null). */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const isAdminWrite = isAdminPath(path) && !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const send = async () => {
    const headers: Record<string, string> = {};
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    if (isAdminWrite) headers['X-CSRF-Token'] = csrfToken ?? (await fetchCsrfToken());
    return fetch(path, {
      method,
      headers,
      credentials: 'include',
      cache: 'no-store',
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  };

  let response = await send();
  if (response.status === 403 && isAdminWrite) {
    const text = await response.clone().text();
    if (text.includes('CSRF')) {
      await fetchCsrfToken();
      response = await send();
    }
  }
  if (response.status === 304) throw new CancelledError('Not modified');
  if (response.status === 401) {
    if (isAdminPath(path) && !UNGUARDED.some((p) => path.startsWith(p))) unauthorizedHandler?.();
    if (options.returnNullOn401) return null as T;
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
