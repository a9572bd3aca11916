/**
 * Test helper: calls the real admin route handlers through the real middleware, as Astro would
 * after the start-up applied ADMIN_PASSWORD, with real Request objects, a real database file and a
 * browser-like cookie jar that keeps what the responses set (HttpOnly, SameSite and expiry are recorded so tests can assert them).
 */
import type { APIContext, APIRoute } from 'astro';
import path from 'node:path';
import { onRequest } from '@/middleware';
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { closeDb, getDb } from '@/lib/server/db';
import { tempDir } from '@/test/temp-db';

type RouteModule = Record<string, APIRoute | unknown>;
const routes: [RegExp, () => Promise<RouteModule>][] = [
  [/^\/api\/admin\/login$/, () => import('@/pages/api/admin/login')],
  [/^\/api\/admin\/logout$/, () => import('@/pages/api/admin/logout')],
  [/^\/api\/admin\/status$/, () => import('@/pages/api/admin/status')],
  [/^\/api\/admin\/csrf-token$/, () => import('@/pages/api/admin/csrf-token')],
  [/^\/api\/admin\/performers$/, () => import('@/pages/api/admin/performers/index')],
  [/^\/api\/admin\/performers\/reorder$/, () => import('@/pages/api/admin/performers/reorder')],
  [/^\/api\/admin\/performers\/(?<id>[^/]+)$/, () => import('@/pages/api/admin/performers/[id]')],
  [/^\/api\/admin\/bookings$/, () => import('@/pages/api/admin/bookings/index')],
  [/^\/api\/admin\/bookings\/(?<id>[^/]+)$/, () => import('@/pages/api/admin/bookings/[id]/index')],
  [/^\/api\/admin\/bookings\/(?<id>[^/]+)\/status$/, () => import('@/pages/api/admin/bookings/[id]/status')],
  [
    /^\/api\/admin\/bookings\/(?<id>[^/]+)\/send-confirmation$/,
    () => import('@/pages/api/admin/bookings/[id]/send-confirmation'),
  ],
  [/^\/api\/admin\/bookings\/(?<id>[^/]+)\/advance$/, () => import('@/pages/api/admin/bookings/[id]/advance')],
  [/^\/api\/admin\/bookings\/(?<id>[^/]+)\/slip$/, () => import('@/pages/api/admin/bookings/[id]/slip')],
  [/^\/api\/admin\/pricing-parameters$/, () => import('@/pages/api/admin/pricing-parameters/index')],
  [/^\/api\/admin\/pricing-parameters\/(?<id>[^/]+)$/, () => import('@/pages/api/admin/pricing-parameters/[id]')],
  [/^\/api\/admin\/pricing$/, () => import('@/pages/api/admin/pricing/index')],
  [/^\/api\/admin\/pricing\/(?<id>[^/]+)$/, () => import('@/pages/api/admin/pricing/[id]')],
  [/^\/api\/admin\/seed-database$/, () => import('@/pages/api/admin/seed-database')],
  [/^\/api\/admin\/contacts$/, () => import('@/pages/api/admin/contacts/index')],
  [/^\/api\/admin\/contacts\/(?<id>[^/]+)\/status$/, () => import('@/pages/api/admin/contacts/[id]/status')],
  [/^\/api\/admin\/applications$/, () => import('@/pages/api/admin/applications/index')],
  [/^\/api\/admin\/applications\/(?<id>[^/]+)\/status$/, () => import('@/pages/api/admin/applications/[id]/status')],
  [/^\/api\/upload\/photo$/, () => import('@/pages/api/upload/photo')],
];

/** A cookie as a response set it. */
export interface StoredCookie {
  value: string;
  options: Record<string, unknown>;
}

/** A cookie jar with Astro's cookie API for one request, backed by a browser-like store. */
class RequestCookies {
  constructor(private store: Map<string, StoredCookie>, readonly changes: Map<string, StoredCookie | null> = new Map()) {}
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

/** A client with its own cookies; send() answers the route's Response. */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();
  lastChanges = new Map<string, StoredCookie | null>();
  constructor(readonly address = '203.0.113.7') {}

  async send(method: string, url: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const full = new URL(url, 'http://localhost:4321');
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined && method !== 'GET' && method !== 'HEAD') {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const request = new Request(full, { method, headers, body });
    const match = routes.map(([pattern, load]) => ({ m: pattern.exec(full.pathname), load })).find(({ m }) => m);
    const jar = new RequestCookies(this.cookies);
    const context = {
      request,
      url: full,
      params: { ...match?.m?.groups },
      cookies: jar,
      locals: {},
      clientAddress: this.address,
      redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
    } as unknown as APIContext;
    const next = async () => {
      if (!match) return new Response('Not found', { status: 404 });
      const handler = (await match.load())[method] as APIRoute | undefined;
      return handler ? handler(context) : new Response(null, { status: 405 });
    };
    // The server's start-up applies ADMIN_PASSWORD before the first request; do the same per test database.
    await ensureAdminPassword(getDb());
    const response = (await onRequest(context as never, next as never)) as Response;
    for (const [name, cookie] of jar.changes) {
      if (cookie) this.cookies.set(name, cookie);
      else this.cookies.delete(name);
    }
    this.lastChanges = jar.changes;
    return response;
  }

  /** A JSON call; returns status and parsed body. */
  async call(method: string, url: string, init: Parameters<TestClient['send']>[2] = {}) {
    const response = await this.send(method, url, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** The CSRF token this client currently gets. */
  async csrf(): Promise<string> {
    return (await this.call('GET', '/api/admin/csrf-token')).body.csrfToken;
  }

  /** A state-changing call with the right CSRF token. */
  async mutate(method: string, url: string, json?: unknown, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
    return this.call(method, url, { json, ...init, headers: { 'x-csrf-token': await this.csrf(), ...init.headers } });
  }

  /** Logs in with password (fetching the pre-session CSRF token first). */
  async login(password: string) {
    return this.mutate('POST', '/api/admin/login', { password });
  }
}

/** The admin password every test server uses. */
export const TEST_PASSWORD = 'correct horse battery staple';

/** Points the process-wide database at a fresh temp file; returns cleanup. */
export function useTempServer(): { dir: string; cleanup: () => void } {
  const temp = tempDir();
  process.env.DATABASE_PATH = path.join(temp.dir, 'app.db');
  process.env.UPLOADS_DIR = path.join(temp.dir, 'uploads');
  process.env.MAIL_OUTBOX_DIR = path.join(temp.dir, 'outbox');
  process.env.ADMIN_PASSWORD = TEST_PASSWORD;
  return {
    dir: temp.dir,
    cleanup: () => {
      closeDb();
      temp.cleanup();
    },
  };
}
