/**
 * Fixtures of the admin panel specs. Each worker starts its own built production server on a free
 * loopback port with a fresh database, a known ADMIN_PASSWORD and SMTP_URL pointing at a real SMTP
 * listener: other specs that change the admin password (which ends every session) or exhaust the
 * login limit cannot disturb these tests, and sent e-mails can be read back.
 */
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startBuiltServer } from '@test/server.mjs';
import { startSmtp, type TestSmtp } from '@test/smtp';
import { test as base, expect } from './fixtures';

/** The admin password of the test servers. */
export const ADMIN_PASSWORD = 'panel e2e password 4d1a';

/** A running server of one worker. */
export interface PanelServer {
  url: string;
  databasePath: string;
  smtp: TestSmtp;
  /** Runs SQL on the server's live database (WAL: the server sees it at once). */
  sql: (statement: string, ...params: unknown[]) => void;
}

export const test = base.extend<{ admin: Page }, { server: PanelServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use) => {
      const smtp = await startSmtp();
      const server = await startBuiltServer({ env: { ADMIN_PASSWORD, SMTP_URL: smtp.url }, timeoutMs: 45_000 });
      const { url, databasePath } = server;
      const sql = (statement: string, ...params: unknown[]) => {
        const db = new Database(databasePath);
        try {
          db.prepare(statement).run(...params);
        } finally {
          db.close();
        }
      };
      await use({ url, databasePath, smtp, sql });
      await server.stop();
      await smtp.close();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  admin: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };

/** Signs in through the API (the browser context shares the cookies), then opens /admin. */
export async function signIn(page: Page, tab?: string): Promise<void> {
  const { csrfToken } = await (await page.request.get('/api/admin/csrf-token')).json();
  const response = await page.request.post('/api/admin/login', {
    data: { password: ADMIN_PASSWORD },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(200);
  await page.goto(tab ? `/admin#${tab}` : '/admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens a tab of the panel by its name. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Calls an admin endpoint with the page's session and its CSRF token. */
export async function adminCall(page: Page, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const { csrfToken } = await (await page.request.get('/api/admin/csrf-token')).json();
  const response = await page.request.fetch(url, { method, data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Signs the page in as a new staff member: the person and a session written to the live database, the cookie set; returns the person's id. */
export async function signInAsStaff(page: Page, sql: PanelServer['sql'], name: string): Promise<string> {
  const staffId = crypto.randomUUID();
  sql("insert into staff (id, name, email, role) values (?, ?, ?, 'staff')", staffId, name, `${name.toLowerCase()}@example.com`);
  const id = randomBytes(20).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const now = Date.now();
  sql(
    "insert into sessions (id, secret_hash, csrf_token, created_at, last_used_at, expires_at, staff_id, role) values (?, ?, ?, ?, ?, ?, ?, 'staff')",
    id,
    createHash('sha256').update(secret).digest(),
    randomBytes(32).toString('base64url'),
    now,
    now,
    now + 86_400_000,
    staffId,
  );
  const url = new URL(page.context().pages()[0]?.url() || 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'admin_session', value: `${id}.${secret}`, domain: url.hostname, path: '/' }]);
  return staffId;
}

/** A performer made through the API, for tests about other things than the Add form. */
export async function makePerformer(page: Page, fields: Record<string, unknown> = {}) {
  return adminCall(page, 'POST', '/api/admin/performers', {
    name: `Test ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A performer made by an end-to-end test. '.repeat(4),
    imageUrl: '/performers/arthit-1.webp',
    location: 'Phuket',
    tags: ['Male Stripper'],
    availableFor: ['topless'],
    ...fields,
  }) as Promise<{ id: string; name: string }>;
}

/** A solid-colour PNG to upload. */
export async function pngFile(name: string, colour = '#a33') {
  const sharp = (await import('sharp')).default;
  const buffer = await sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
