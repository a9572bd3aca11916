/**
 * Test helper: every API route of src/pages/api (found by import.meta.glob, so new endpoints are
 * covered without editing this file), called through the real middleware with real Request objects,
 * as Astro calls them, plus a per-client cookie jar.
 */
import type { APIContext, APIRoute } from 'astro';
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { getDb } from '@/lib/server/db';
import { onRequest } from '@/middleware';

type RouteModule = Record<string, unknown>;
const modules = import.meta.glob<RouteModule>('../../pages/api/**/*.ts');

/** One API route: its file, its URL pattern and the HTTP verbs it exports. */
export interface ApiRoute {
  file: string;
  pattern: RegExp;
  /** A concrete path for the route with each [param] replaced by `fill(param)`. */
  path: (fill: (param: string) => string) => string;
  load: () => Promise<RouteModule>;
}

function toRoute(file: string, load: () => Promise<RouteModule>): ApiRoute {
  const route = file
    .replace('../../pages', '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
  const source = route
    .split('/')
    .map((part) => part.replace(/^\[\.\.\.(\w+)\]$/, '(?<$1>.*)').replace(/^\[(\w+)\]$/, '(?<$1>[^/]+)'))
    .join('/');
  return {
    file,
    pattern: new RegExp(`^${source}$`),
    path: (fill) => route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => fill(name)),
    load,
  };
}

/** Every API route, static ones first so /performers/reorder wins over /performers/[id]. */
export const apiRoutes: ApiRoute[] = Object.entries(modules)
  .map(([file, load]) => toRoute(file, load))
  .sort((a, b) => (a.file.match(/\[/g)?.length ?? 0) - (b.file.match(/\[/g)?.length ?? 0));

/** The verbs a route module exports. */
export async function verbsOf(route: ApiRoute): Promise<string[]> {
  const mod = await route.load();
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((verb) => typeof mod[verb] === 'function');
}

/** A client with its own address and cookies. */
export class AppClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly address = '203.0.113.50') {}

  /** Sends one request through the middleware to the matching route; 404/405 as Astro would. */
  async send(method: string, url: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Response> {
    const full = new URL(url, 'http://localhost:4321');
    const request = new Request(full, {
      method,
      headers: init.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : init.body,
    });
    const match = apiRoutes.map((route) => ({ route, m: route.pattern.exec(full.pathname) })).find(({ m }) => m);
    const cookies = this.cookies;
    const context = {
      request,
      url: full,
      site: new URL('http://localhost:4321'),
      params: { ...match?.m?.groups },
      cookies: {
        get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)! } : undefined),
        has: (name: string) => cookies.has(name),
        set: (name: string, value: string) => void cookies.set(name, value),
        delete: (name: string) => void cookies.delete(name),
      },
      locals: {},
      clientAddress: this.address,
      redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
    } as unknown as APIContext;
    const next = async () => {
      if (!match) return new Response('Not found', { status: 404 });
      const handler = (await match.route.load())[method] as APIRoute | undefined;
      return handler ? handler(context) : new Response(null, { status: 405 });
    };
    // The server's start-up applies ADMIN_PASSWORD before the first request; do the same per test database.
    await ensureAdminPassword(getDb());
    return (await onRequest(context as never, next as never)) as Response;
  }

  /** A JSON call: status, parsed body (or the raw text when it is not JSON) and headers. */
  async call(method: string, url: string, json?: unknown, headers: Record<string, string> = {}) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const response = await this.send(method, url, {
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the caller asserts on the text.
    }
    return {
      status: response.status,
      body: parsed as any,
      text,
      headers: response.headers,
    };
  }

  /** Logs in as the admin (CSRF pre-session token first) and returns the session's CSRF token. */
  async loginAdmin(password: string): Promise<string> {
    const pre = (await this.call('GET', '/api/admin/csrf-token')).body.csrfToken;
    const login = await this.call('POST', '/api/admin/login', { password }, { 'x-csrf-token': pre });
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
    return (await this.call('GET', '/api/admin/csrf-token')).body.csrfToken;
  }
}
