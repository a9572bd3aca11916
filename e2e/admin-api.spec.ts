import { type APIRequestContext } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { signInAs, signInRequest } from './helpers';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';

// `owner`: the API signed in as the owner (the session written to the database, as the login makes it), for the
// tests about what comes after signing in; the first test is about the real login itself.
const test = base.extend<{ owner: APIRequestContext }>({
  owner: async ({ playwright, baseURL }, use) => {
    const owner = await signInRequest(playwright, { role: 'owner' }, { baseURL: baseURL! });
    await use(owner);
    await owner.dispose();
  },
});

// The admin API over real HTTP against the production server: cookies, CSRF, origin checks,
// headers, uploads and the effect of admin changes on the public site. One worker, in order,
// because the admin password is set once for the whole file.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'e2e admin password 7f3c';
const databasePath = path.join(process.env.E2E_DATA_DIR!, 'app.db');
// Browsers send Origin with every fetch POST; Astro's checkOrigin refuses a body-less POST without it.
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

test.beforeAll(() => {
  // Sets the password the way an operator does (`npm run admin:password -- --stdin`) on the live database.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-password.ts', '--stdin'], {
    env: { ...process.env, DATABASE_PATH: databasePath, ADMIN_PASSWORD: '' },
    input: PASSWORD,
  });
});

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/admin/csrf-token')).json()).csrfToken;
}
async function login(request: APIRequestContext) {
  return request.post('/api/admin/login', { data: { password: PASSWORD }, headers: { 'X-CSRF-Token': await csrf(request) } });
}
const setCookies = (headers: { name: string; value: string }[]) =>
  headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);

test('login sets an HttpOnly SameSite=Lax session cookie and a readable hint; logout deletes both', async ({ request }) => {
  const response = await login(request);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ isAdmin: true });
  expect(response.headers()['cache-control']).toBe('no-store');
  const cookies = setCookies(response.headersArray());
  const session = cookies.find((c) => c.startsWith('admin_session='))!;
  expect(session).toMatch(/^admin_session=[\w-]{27}\.[\w-]{32}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  expect(cookies.find((c) => c.startsWith('admin_hint='))).toMatch(/^admin_hint=1; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  // The password sign-in is the bootstrap owner.
  expect(await (await request.get('/api/admin/status')).json()).toEqual({
    isAdmin: true,
    name: 'password-owner',
    role: 'owner',
    staffId: null,
    locale: 'it',
    canEditContent: true,
  });
  const token = session.split(';')[0]!;

  const out = await request.post('/api/admin/logout', { headers: { Origin: ORIGIN, 'X-CSRF-Token': await csrf(request) } });
  expect(out.status()).toBe(200);
  const cleared = setCookies(out.headersArray());
  expect(cleared.find((c) => c.startsWith('admin_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
  expect(cleared.find((c) => c.startsWith('admin_hint='))).toMatch(/Expires=Thu, 01 Jan 1970/);
  // The old token is dead on the server too, not only forgotten by this client.
  const replay = await request.get('/api/admin/performers', { headers: { Cookie: token } });
  expect(replay.status()).toBe(401);
});

test('state-changing calls need the session CSRF token; a cross-site form post is refused', async ({ owner: request }) => {
  const seed = (headers: Record<string, string>) =>
    request.post('/api/admin/seed-database?dryRun=true', { headers: { Origin: ORIGIN, ...headers } });
  expect((await seed({})).status()).toBe(403);
  expect(await (await seed({ 'X-CSRF-Token': 'nope' })).json()).toEqual({ error: 'Invalid CSRF token', code: 'csrf_invalid', params: {} });
  expect((await seed({ 'X-CSRF-Token': await csrf(request) })).status()).toBe(200);
  const crossSite = await request.post('/api/admin/logout', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': await csrf(request) },
    data: 'a=1',
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toContain('Cross-site POST form submissions are forbidden');
  expect((await request.get('/api/admin/status').then((r) => r.json())).isAdmin).toBe(true);
});

test('a malformed session cookie answers 401 JSON and is cleared, never a 500', async ({ request }) => {
  for (const value of ['garbage', 'a.b', `${'x'.repeat(27)}.${'y'.repeat(32)}`]) {
    const response = await request.get('/api/admin/bookings', { headers: { Cookie: `admin_session=${value}` } });
    expect(response.status(), value).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required', code: 'authentication_required', params: {} });
    expect(setCookies(response.headersArray()).join()).toMatch(/admin_session=deleted; Path=\/; Expires=Thu, 01 Jan 1970/);
  }
});

test('/admin redirects to /admin-login on the server without a session', async ({ request, owner }) => {
  for (const pathname of ['/admin', '/admin/', '/admin/bookings']) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(302);
    expect(response.headers()['location']).toBe('/admin-login');
  }
  expect((await owner.get('/admin', { maxRedirects: 0 })).status()).not.toBe(302);
});

test('photo upload over HTTP: EXIF and GPS gone, served as WebP with nosniff; hostile files refused', async ({ owner: request }) => {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#a33' } })
    .withExifMerge({ IFD0: { Copyright: 'Hidden Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
    .jpeg()
    .toBuffer();
  const send = async (buffer: Buffer, name: string, mimeType: string) =>
    request.post('/api/upload/photo', {
      multipart: { photo: { name, mimeType, buffer } },
      headers: { Origin: ORIGIN, 'X-CSRF-Token': await csrf(request) },
    });
  const response = await send(jpeg, 'beach.jpg', 'image/jpeg');
  expect(response.status()).toBe(201);
  const { url } = await response.json();
  const photo = await request.get(url);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(photo.headers()['x-content-type-options']).toBe('nosniff');
  const body = await photo.body();
  expect((await sharp(body).metadata()).exif).toBeUndefined();
  expect(body.toString('latin1')).not.toContain('Hidden Owner');

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect((await send(svg, 'x.svg', 'image/svg+xml')).status()).toBe(415);
  expect((await send(Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script>')]), 'x.jpg', 'image/jpeg')).status()).toBe(415);
  expect((await send(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg')).status()).toBe(413);
  for (const probe of ['/uploads/..%2fapp.db', '/uploads/%2e%2e/app.db', '/uploads/../app.db', '/uploads/x.webp']) {
    expect((await request.get(probe)).status(), probe).toBe(404);
  }
});

test('admin changes show on the public API at once: availability, order and prices', async ({ owner: request }) => {
  const token = await csrf(request);
  const headers = { 'X-CSRF-Token': token };
  const publicIds = async () => (await (await request.get('/api/performers')).json()).map((p: { id: string }) => p.id);
  const all = await (await request.get('/api/admin/performers')).json();
  const [first, second] = all;
  await request.put(`/api/admin/performers/${first.id}`, { data: { isAvailable: false }, headers });
  expect(await publicIds()).not.toContain(first.id);
  await request.put(`/api/admin/performers/${first.id}`, { data: { isAvailable: true }, headers });
  expect((await publicIds()).slice(0, 2)).toEqual([first.id, second.id]);
  expect((await request.put('/api/admin/performers/reorder', { data: { performerId: first.id, direction: 'up' }, headers })).status()).toBe(
    409,
  );
  await request.put('/api/admin/performers/reorder', { data: { performerId: second.id, direction: 'up' }, headers });
  expect((await publicIds()).slice(0, 2)).toEqual([second.id, first.id]);
  await request.put('/api/admin/performers/reorder', { data: { performerId: first.id, direction: 'up' }, headers });

  const [card] = await (await request.get('/api/admin/pricing?category=topless-waiters&location=bangkok')).json();
  await request.put(`/api/admin/pricing/${card.id}`, { data: { price: 6100 }, headers });
  const cards = await (await request.get('/api/pricing?category=topless-waiters&location=bangkok')).json();
  expect(cards.find((c: { id: string }) => c.id === card.id).price).toBe(6100);
  await request.put(`/api/admin/pricing/${card.id}`, { data: { price: card.price }, headers });
});

test('the Admin nav link shows only for an admin, without a request for visitors', async ({ page, baseURL }) => {
  const statusCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/status') && statusCalls.push(r.url()));
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
  await expect(link).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(statusCalls).toEqual([]);

  await signInAs(page, { role: 'owner' }, { baseURL: baseURL! });
  await page.reload();
  await expect(link).toBeVisible();
  expect(statusCalls.length).toBe(1);

  // A stale hint (session gone) is confirmed false and cleared; the link stays hidden.
  await page.context().clearCookies({ name: 'admin_session' });
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/admin/status'));
  await page.reload();
  expect(await (await confirmed).json()).toEqual({ isAdmin: false });
  await expect(link).toBeHidden();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('admin_hint');
});
