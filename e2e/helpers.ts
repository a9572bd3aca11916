/**
 * The one e2e helpers module: the axe scan, admin API calls with the CSRF token, and signing a page in
 * as the owner, a staff member, a performer or a customer by writing the session into the server's
 * live database (WAL: the server sees it at once) and setting its cookie. Specs about signing in keep
 * the real login; every other spec signs in here.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';

/** The shared server's database (playwright.config.ts's E2E_DATA_DIR). */
export const sharedDatabasePath = (): string => path.join(process.env.E2E_DATA_DIR!, 'app.db');

/** Asserts that axe finds no violation on the page (or inside `include`, a CSS selector), naming each one that it finds. */
export async function scan(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Calls an admin endpoint with the page's session and its CSRF token; the answer must be 2xx; returns its JSON. */
export async function adminCall(page: Page, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const { csrfToken } = await (await page.request.get('/api/admin/csrf-token')).json();
  const response = await page.request.fetch(url, { method, data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Runs one statement on a server's live database. */
function run(databasePath: string, statement: string, ...params: unknown[]): void {
  const db = new Database(databasePath);
  try {
    db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
}

const sha256 = (value: string) => createHash('sha256').update(value);

/** Sets a session cookie on the page's browser context for the server at the page's base URL. */
async function setCookie(page: Page, baseURL: string, name: string, value: string): Promise<void> {
  await page.context().addCookies([{ name, value, domain: new URL(baseURL).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
}

/** Who a test signs in as: the owner of the admin password, a new staff member, or an address (performer or customer). */
export type SignInAs =
  { role: 'owner' } | { role: 'staff'; name: string } | { role: 'performer'; email: string } | { role: 'customer'; email: string };

/**
 * Signs the page in as `who` on the server at `baseURL` whose database is `databasePath`, as the real
 * sign-in would leave it (an admin session, or a performer's or customer's e-mailed-link session); for
 * staff, the person is created first. Returns the staff member's id (else undefined).
 */
export async function signInAs(
  page: Page,
  who: SignInAs,
  { baseURL, databasePath = sharedDatabasePath() }: { baseURL: string; databasePath?: string },
): Promise<string | undefined> {
  const now = Date.now();
  if (who.role === 'performer' || who.role === 'customer') {
    const sessionId = randomBytes(32).toString('base64url');
    const lifetime = who.role === 'performer' ? 30 * 86_400_000 : 86_400_000;
    run(
      databasePath,
      'insert into dashboard_sessions (id_hash, audience, email, expires_at, created_at) values (?, ?, ?, ?, ?)',
      sha256(sessionId).digest('hex'),
      who.role,
      who.email.toLowerCase(),
      now + lifetime,
      now,
    );
    await setCookie(page, baseURL, who.role === 'performer' ? 'sh_performer' : 'sh_dashboard', sessionId);
    return undefined;
  }
  let staffId: string | null = null;
  if (who.role === 'staff') {
    staffId = randomUUID();
    run(
      databasePath,
      "insert into staff (id, name, email, role) values (?, ?, ?, 'staff')",
      staffId,
      who.name,
      `${who.name.toLowerCase()}@example.com`,
    );
  }
  const id = randomBytes(20).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  run(
    databasePath,
    'insert into sessions (id, secret_hash, csrf_token, created_at, last_used_at, expires_at, staff_id, role) values (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    sha256(secret).digest(),
    randomBytes(32).toString('base64url'),
    now,
    now,
    now + 86_400_000,
    staffId,
    who.role,
  );
  await setCookie(page, baseURL, 'admin_session', `${id}.${secret}`);
  // The hint that lets pre-rendered pages show the Admin link, as a real sign-in sets it.
  await page.context().addCookies([{ name: 'admin_hint', value: '1', domain: new URL(baseURL).hostname, path: '/' }]);
  return staffId ?? undefined;
}
