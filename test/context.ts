/**
 * Test support: the one fake of Astro's request context (APIContext) and the one way a test request
 * reaches a route, through the real middleware and the file-system router, as Astro would call it.
 */
import type { APIContext } from 'astro';
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { getDb } from '@/lib/server/db';
import { onRequest } from '@/middleware';
import { handlerOf, matchRoute } from './router';

/** A cookie as a response set it (HttpOnly, SameSite and expiry are kept so tests can assert them). */
export interface StoredCookie {
  value: string;
  options: Record<string, unknown>;
}

/** Astro's cookie API for one request over a browser-like store: what the route sets is recorded in `changes`. */
export class RequestCookies {
  readonly changes = new Map<string, StoredCookie | null>();
  constructor(private store: Map<string, StoredCookie> = new Map()) {}
  get(name: string) {
    const cookie = this.store.get(name);
    return cookie ? { value: cookie.value } : undefined;
  }
  has(name: string) {
    return this.store.has(name);
  }
  set(name: string, value: string, options: Record<string, unknown> = {}) {
    this.changes.set(name, { value, options });
  }
  delete(name: string) {
    this.changes.set(name, null);
  }
}

/** What a fake context may differ in; everything else is as Astro fills it. */
export interface ContextOptions {
  params?: Record<string, string>;
  cookies?: RequestCookies;
  address?: string;
}

/** The address a test request comes from unless it says otherwise (TEST-NET-3). */
export const DEFAULT_ADDRESS = '203.0.113.1';

/** A request context as Astro gives it to middleware and routes. */
export function fakeContext(request: Request, options: ContextOptions = {}): APIContext {
  const url = new URL(request.url);
  return {
    request,
    url,
    // What Astro fills from the build's config; routes link with the running SITE_URL instead.
    site: new URL('http://localhost:4321'),
    params: options.params ?? {},
    cookies: options.cookies ?? new RequestCookies(),
    locals: {},
    clientAddress: options.address ?? DEFAULT_ADDRESS,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
  } as unknown as APIContext;
}

/** Sends a request through the middleware to the matching route; 404 and 405 as Astro would answer them. */
export async function dispatch(request: Request, options: Omit<ContextOptions, 'params'> = {}): Promise<Response> {
  const match = matchRoute(new URL(request.url).pathname);
  const context = fakeContext(request, { ...options, params: match?.params });
  const next = async () => {
    if (!match) return new Response('Not found', { status: 404 });
    const handler = await handlerOf(match.route, request.method);
    return handler ? handler(context) : new Response(null, { status: 405 });
  };
  // The server's start-up applies ADMIN_PASSWORD before the first request; do the same per test database.
  await ensureAdminPassword(getDb());
  return (await onRequest(context as never, next)) as Response;
}
