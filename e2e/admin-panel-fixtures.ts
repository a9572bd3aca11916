/**
 * Fixtures of the admin panel specs. Each worker starts its own built production server on a free
 * loopback port with a fresh database, a known ADMIN_PASSWORD and SMTP_URL pointing at a real SMTP
 * listener: other specs that change the admin password (which ends every session) or exhaust the
 * login limit cannot disturb these tests, and sent e-mails can be read back.
 */
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { startBuiltServer } from '@test/server.mjs';
import { startSmtp, type TestSmtp } from '@test/smtp';
import { test as base, expect } from './fixtures';
import { adminCall, searchBookings, showTookPlace, signInAs } from './helpers';

export { adminCall, searchBookings, showTookPlace };

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

// This worker's server (one per worker), for the helpers that sign a page in on it.
let workerServer: PanelServer | undefined;

export const test = base.extend<{ admin: Page; freshBudgets: void }, { server: PanelServer }>({
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
      workerServer = { url, databasePath, smtp, sql };
      await use(workerServer);
      workerServer = undefined;
      await server.stop();
      await smtp.close();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // A worker's tests all book, confirm and sign in from 127.0.0.1 on its one server, dozens of them within the hour:
  // each test starts with that client's hourly budgets unspent (a late spec was refused its booking at 30 an hour).
  freshBudgets: [
    async ({ server }, use) => {
      server.sql("DELETE FROM rate_limits WHERE key LIKE '%:127.0.0.1'");
      await use();
    },
    { auto: true },
  ],
  admin: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };

/** The server of this worker (the `server` fixture starts it). */
function panelServer(): PanelServer {
  if (!workerServer) throw new Error("signing in needs the worker's server: use the `server`, `baseURL` or `admin` fixture");
  return workerServer;
}

/**
 * Signs the page in as the owner (a session written to the server's database, as the login makes it), runs
 * `before` with that session (to make what the panel should list when it opens, without a reload), then opens /admin.
 */
export async function signIn(page: Page, tab?: string, before?: () => Promise<unknown>): Promise<void> {
  await signInSession(page);
  await before?.();
  await page.goto(tab ? `/admin#${tab}` : '/admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Signs the page in as the owner, as signIn does, without opening the panel: for a test that calls the admin API first. */
export async function signInSession(page: Page): Promise<void> {
  const { url, databasePath } = panelServer();
  await signInAs(page, { role: 'owner' }, { baseURL: url, databasePath });
}

/** Signs in through the real login (the CSRF token, then the password), for the specs about signing in; then opens /admin. */
export async function signInWithPassword(page: Page): Promise<void> {
  const { csrfToken } = await (await page.request.get('/api/admin/csrf-token')).json();
  const response = await page.request.post('/api/admin/login', {
    data: { password: ADMIN_PASSWORD },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(200);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens a tab of the panel by its name. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens every tab the panel lists (the tab list's, so a new tab is covered too), one after the other, and runs `visit`
 * on each once it is loaded: selected, and no loading line left in it (each starts with `loading`, the panel's
 * "Caricamento…" in the reader's language; a tab may keep other live statuses, as a count).
 */
export async function visitEveryTab(page: Page, loading: RegExp, visit: (tab: Locator) => Promise<void>): Promise<void> {
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('status').filter({ hasText: loading })).toHaveCount(0);
    await visit(tab);
  }
}

/** Signs the page in as a new staff member: the person and a session written to the live database, the cookie set; returns the person's id. */
export async function signInAsStaff(page: Page, name: string): Promise<string> {
  const { url, databasePath } = panelServer();
  return (await signInAs(page, { role: 'staff', name }, { baseURL: url, databasePath }))!;
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

/** A confirmed Bangkok booking taken at the desk (the admin API, no e-mail to the customer) with one topless stripper; returns its id. */
export async function deskBooking(
  page: Page,
  booking: { customerName: string; customerEmail: string; eventDate: string; stripperId: string; occasion?: string },
): Promise<string> {
  const { id } = (await adminCall(page, 'POST', '/api/admin/bookings', {
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    location: 'bangkok',
    address: '7 Sathorn Road',
    venueType: 'hotel',
    soundSystem: 'yes',
    occasion: booking.occasion ?? 'birthday',
    eventDate: booking.eventDate,
    eventTime: '21:00',
    selectedMaleStripper: 'topless',
    selectedToplessWaiter: 'none',
    stripperIds: [booking.stripperId],
    performanceStyle: 'topless',
    notifyCustomer: false,
  })) as { id: string };
  return id;
}
