/**
 * Test support: a browser-like client of the real API routes (through the real middleware and the
 * file-system router, with real Request objects) with its own address and cookie jar, plus the
 * temporary server state (database, uploads, outbox, admin password) the routes run on.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db';
import { stopJobs } from '@/lib/server/jobs';
import { outboxIdle, stopOutboxSenders } from '@/features/notifications/sender.server';
import { dispatch, RequestCookies, type StoredCookie } from './context';
import { mailMissingItsRecord } from './mail-records';
import { copyTemplateDatabase, tempDir } from './temp-db';
import { useSettings } from './file-settings';

export type { StoredCookie } from './context';

/** What one request carries: a JSON body (sets the content type), or a raw body, and headers. */
export interface SendInit {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** A client with its own address and cookies; the cookies a response sets are kept for the next request. */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();
  lastChanges = new Map<string, StoredCookie | null>();
  /**
   * Whether a request answers only once the outbox sender has handed every due e-mail to the mail
   * server (or given it a retry time), so a test sees the mail a request caused; off to see the answer alone.
   */
  waitForMail = true;
  constructor(readonly address = '203.0.113.7') {}

  /** Sends one request and answers the route's Response. */
  async send(method: string, url: string, init: SendInit = {}): Promise<Response> {
    const full = new URL(url, 'http://localhost:4321');
    const headers = new Headers(init.headers);
    const bodyless = method === 'GET' || method === 'HEAD';
    let body = bodyless ? undefined : init.body;
    if (init.json !== undefined && !bodyless) {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const jar = new RequestCookies(this.cookies);
    const response = await dispatch(new Request(full, { method, headers, body }), { cookies: jar, address: this.address });
    for (const [name, cookie] of jar.changes) {
      if (cookie) this.cookies.set(name, cookie);
      else this.cookies.delete(name);
    }
    this.lastChanges = jar.changes;
    if (this.waitForMail) await outboxIdle(getDb());
    return response;
  }

  /** A call that reads the answer: status, parsed JSON body (the raw text when it is not JSON), text and headers. */
  async call(method: string, url: string, init: SendInit = {}) {
    const response = await this.send(method, url, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the caller asserts on the text.
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
    return { status: response.status, body: body as any, text, headers: response.headers };
  }

  /** The CSRF token this client currently gets. */
  async csrf(): Promise<string> {
    return (await this.call('GET', '/api/admin/csrf-token')).body.csrfToken;
  }

  /** A state-changing call with the right CSRF token. */
  async mutate(method: string, url: string, json?: unknown, init: Omit<SendInit, 'json'> = {}) {
    return this.call(method, url, { json, ...init, headers: { 'x-csrf-token': await this.csrf(), ...init.headers } });
  }

  /** Logs in with password (fetching the pre-session CSRF token first). */
  async login(password: string) {
    return this.mutate('POST', '/api/admin/login', { password });
  }

  /** Logs in as the admin or throws, and returns the session's CSRF token. */
  async loginAdmin(password: string): Promise<string> {
    const login = await this.login(password);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
    return this.csrf();
  }
}

/** The admin password every test server uses. */
export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * Points the process-wide database, uploads and outbox at a fresh temp folder; returns cleanup, which stops
 * the background jobs and the outbox senders (letting a run or pass under way finish), then closes the database.
 */
export function useTempServer(): { dir: string; cleanup: () => Promise<void> } {
  const temp = tempDir();
  const file = path.join(temp.dir, 'app.db');
  copyTemplateDatabase(file);
  useSettings({
    DATABASE_PATH: file,
    UPLOADS_DIR: path.join(temp.dir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(temp.dir, 'outbox'),
    ADMIN_PASSWORD: TEST_PASSWORD,
  });
  return {
    dir: temp.dir,
    cleanup: async () => {
      await Promise.all([stopJobs(), stopOutboxSenders()]);
      closeDb();
      const problems = mailMissingItsRecord(file);
      temp.cleanup();
      if (problems.length) throw new Error(`The outbox breaks its rule (test/mail-records.ts):\n${problems.join('\n')}`);
    },
  };
}

/** A temporary server state (database, uploads, outbox, admin password) for the whole file, removed after it. */
export function useTempApp(): { dir: string } {
  const server = useTempServer();
  afterAll(server.cleanup);
  return { dir: server.dir };
}

/** A client logged in as the admin before the file's tests (the login must succeed). */
export function useAdminClient(address?: string): TestClient {
  const admin = new TestClient(address);
  beforeAll(async () => {
    expect((await admin.login(TEST_PASSWORD)).status).toBe(200);
  });
  return admin;
}
