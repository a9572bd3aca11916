/**
 * The one e2e helpers module: the axe scan, admin API calls with the CSRF token, and signing a page (signInAs)
 * or an API request context (signInRequest) in as the owner, a staff member, a performer or a customer by
 * writing the session into the server's live database (WAL: the server sees it at once) and setting its
 * cookie. Specs about signing in keep the real login; every other spec signs in here.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import Database from 'better-sqlite3';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';

/** The shared server's database (playwright.config.ts's E2E_DATA_DIR). */
export const sharedDatabasePath = (): string => path.join(process.env.E2E_DATA_DIR!, 'app.db');

/**
 * Asserts that axe finds no violation on the page (or inside `include`, a CSS selector), naming each one that it finds,
 * once nothing on the page is loading.
 * Every rule runs; only the violations' nodes are described (`resultTypes`), not the passes', which a quarter of a scan's
 * time went to.
 */
export async function scan(page: Page, include?: string): Promise<void> {
  // A region that is loading is dimmed (the bookings list at 60% while a search loads): its colours are not the ones a
  // reader gets, so the scan waits for every load to end.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
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

/**
 * Moves a booking's show to yesterday (Bangkok) in its row and its performers' slots: a booking made over the public
 * API is still to come, and only a show that has started can be completed (features/booking-life).
 */
export function showTookPlace(databasePath: string, bookingId: string): void {
  const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  run(databasePath, 'UPDATE bookings SET event_date = ? WHERE id = ?', yesterday, bookingId);
  run(databasePath, 'UPDATE booking_performers SET event_date = ? WHERE booking_id = ?', yesterday, bookingId);
}

const sha256 = (value: string) => createHash('sha256').update(value);

/** Who a test signs in as: the owner of the admin password, a new staff member, or an address (performer or customer). */
export type SignInAs =
  { role: 'owner' } | { role: 'staff'; name: string } | { role: 'performer'; email: string } | { role: 'customer'; email: string };

/** A cookie the sign-in sets, for a browser context or an API request context. */
interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: '/';
  expires: number;
  httpOnly: boolean;
  secure: false;
  sameSite: 'Lax';
}

/**
 * Writes the session `who` would get from the real sign-in (an admin session, or a performer's or customer's
 * e-mailed-link session) into the live database at `databasePath`, for the server at `baseURL`; for staff, the
 * person is created first. Returns the cookies to set and the staff member's id.
 */
function createSession(who: SignInAs, baseURL: string, databasePath: string): { cookies: SessionCookie[]; staffId?: string } {
  const now = Date.now();
  const cookie = (name: string, value: string, httpOnly = true): SessionCookie => ({
    name,
    value,
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly,
    secure: false,
    sameSite: 'Lax',
  });
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
    return { cookies: [cookie(who.role === 'performer' ? 'sh_performer' : 'sh_dashboard', sessionId)] };
  }
  let staffId: string | undefined;
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
    staffId ?? null,
    who.role,
  );
  // With the hint that lets pre-rendered pages show the Admin link, as a real sign-in sets it.
  return { cookies: [cookie('admin_session', `${id}.${secret}`), cookie('admin_hint', '1', false)], staffId };
}

/**
 * Signs the page in as `who` on the server at `baseURL` whose database is `databasePath`, as the real
 * sign-in would leave it; returns the staff member's id (else undefined).
 */
export async function signInAs(
  page: Page,
  who: SignInAs,
  { baseURL, databasePath = sharedDatabasePath() }: { baseURL: string; databasePath?: string },
): Promise<string | undefined> {
  const { cookies, staffId } = createSession(who, baseURL, databasePath);
  await page.context().addCookies(cookies);
  return staffId;
}

/**
 * A new API request context for the server at `baseURL` (database `databasePath`), signed in as `who` the way
 * signInAs signs a page in: for specs that call the API without a browser. The caller disposes of it.
 */
export async function signInRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  who: SignInAs,
  { baseURL, databasePath = sharedDatabasePath() }: { baseURL: string; databasePath?: string },
): Promise<APIRequestContext> {
  const { cookies } = createSession(who, baseURL, databasePath);
  return playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
}

/** Exchange rates the owner might keep (baht per unit): the currency specs' one set. */
export const SAMPLE_RATES = { GBP: 44.25, AUD: 22.8, EUR: 37.5, USD: 33.8 };

/** The approximate line a baht amount reads in pounds at SAMPLE_RATES ("≈ £158"). */
export const inPounds = (baht: number) => `≈ £${Math.round(baht / SAMPLE_RATES.GBP).toLocaleString('en')}`;

/**
 * Searches the Manage Bookings list and waits for the searched list to arrive. The search is sent a moment after
 * the typing (the filters at once), so on a server with few bookings the list may already show one row before it:
 * a click then can land while the searched list replaces the rows, and be lost.
 */
export async function searchBookings(page: Page, search: string): Promise<void> {
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/bookings' && new URL(response.url()).searchParams.get('q') === search,
  );
  await page.getByRole('searchbox', { name: 'Cerca prenotazioni' }).fill(search);
  await searched;
}
