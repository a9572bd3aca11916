// HTTP-level security of the built server: security headers on every kind of route, Host /
// X-Forwarded-Host / `//evil.example/` / encoded-path tricks, and the CSP holding (no console CSP
// errors) with every island on the public pages running.
import { expect, test } from './fixtures';
import { rawRequest } from '@test/reliability/server-process';
import { inlineScriptHashes } from '../src/lib/server/inline-script-hashes.mjs';

const port = () => Number(process.env.E2E_PORT);
const get = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  rawRequest(port(), { method, path, headers: { 'accept-encoding': 'identity', ...headers }, body });

/** The server-island addresses a page's HTML asks for. */
const islandPaths = (html: string) => [...html.replaceAll('&amp;', '&').matchAll(/\/_server-islands\/[^"'\s]+/g)].map((m) => m[0]);

let performerId = '';
let islandPath = '';
let assets: string[] = [];
test.beforeAll(async () => {
  performerId = JSON.parse((await get('/api/performers')).body)[0].id;
  const home = (await get('/')).body;
  islandPath = islandPaths(home)[0] ?? '';
  // The home page's one script is inline; the booking page's island loads script files.
  const booking = (await get('/booking')).body;
  assets = [...new Set([...booking.matchAll(/\/_astro\/[\w.-]+\.(?:css|js)/g)].map((m) => m[0]))].slice(0, 4);
});

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const header = headers['content-security-policy'];
  const csp = typeof header === 'string' ? header : '';
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  // Scripts only from the site's files and the hashes of its own inline scripts: never any inline script.
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc, label).toMatch(/^script-src 'self'/);
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
}

test('every kind of route sends the security headers', async () => {
  expect(islandPath).not.toBe('');
  expect(assets.length).toBeGreaterThan(0);
  const routes: [string, string, Record<string, string>?, string?][] = [
    ['GET', '/'],
    ['GET', '/about-us'],
    ['GET', '/male-strippers/bangkok'],
    ['GET', '/topless-waiters/pattaya'],
    ['GET', `/performer/${performerId}`],
    ['GET', '/performer/no-such-performer'],
    ['GET', '/pricing/phuket'],
    ['GET', '/pricing'],
    ['GET', '/booking'],
    ['GET', '/booking/00000000-0000-4000-8000-000000000000/summary'],
    ['GET', '/contact'],
    ['GET', '/join'],
    ['GET', '/dashboard'],
    ['GET', '/privacy'],
    ['GET', '/terms'],
    ['GET', '/admin'],
    ['GET', '/admin/bookings'],
    ['GET', '/admin-login'],
    ['GET', '/api/bookings/00000000-0000-4000-8000-000000000000/calendar.ics'],
    ['GET', '/no-such-page'],
    ['GET', '/robots.txt'],
    ['GET', '/sitemap.xml'],
    ['GET', '/favicon.svg'],
    ['GET', '/uploads/nothing.webp'],
    ['GET', islandPath],
    ...assets.map((asset): [string, string] => ['GET', asset]),
    ['GET', '/api/performers'],
    ['GET', '/api/pricing?category=male-strippers'],
    ['GET', '/api/health'],
    ['GET', '/api/admin/bookings'],
    ['GET', '/api/admin/status'],
    ['POST', '/api/bookings', { 'content-type': 'text/plain' }, '{}'],
    ['POST', '/api/contacts', { 'content-type': 'application/json' }, '{'],
    ['DELETE', '/api/performers'],
    ['POST', '/about-us'],
    ['HEAD', '/'],
    ['OPTIONS', '/api/bookings'],
  ];
  for (const [method, path, headers, body] of routes) {
    const answer = await get(path, headers, method, body);
    expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    expectSecurityHeaders(answer.headers, `${method} ${path} → ${answer.status}`);
  }
});

test("a page's script-src names the hashes of the inline scripts it runs, no other, with a server island too", async () => {
  const hashesOf = (header: unknown) => ((typeof header === 'string' ? header : '').match(/'sha256-[^']+'/g) ?? []).sort();
  for (const path of ['/privacy', '/th/about-us', '/pricing/bangkok']) {
    const answer = await get(path);
    expect(hashesOf(answer.headers['content-security-policy']), path).toEqual(inlineScriptHashes(answer.body));
    // A browser asks for brotli, which the pre-compressed file answers: with the same policy.
    const brotli = await get(path, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.headers['content-security-policy'], `${path} in brotli`).toBe(answer.headers['content-security-policy']);
  }
  // A page with a server island (the home page's performers, the booking page's reviews) names only its own
  // scripts too: the islands' answers bring none (a client island inside one would need Astro's loaders).
  for (const path of ['/', '/booking', '/th/']) {
    const answer = await get(path);
    expect(hashesOf(answer.headers['content-security-policy']), path).toEqual(inlineScriptHashes(answer.body));
    const islands = islandPaths(answer.body);
    expect(islands.length, path).toBeGreaterThan(0);
    for (const island of islands) {
      const fragment = await get(island);
      expect(fragment.status, island).toBe(200);
      expect(fragment.body, island).not.toMatch(/<script/i);
    }
  }
});

test('Host and X-Forwarded-Host tricks never redirect off-site or leak into pages', async () => {
  const evil: Record<string, string>[] = [
    { host: 'evil.example' },
    { 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ];
  for (const headers of evil) {
    for (const path of [
      '/',
      '/about-us/',
      '/admin',
      '/admin/',
      '/booking',
      `/performer/${performerId}`,
      '/sitemap.xml',
      '/robots.txt',
      '/api/admin/bookings',
    ]) {
      const answer = await get(path, headers);
      const label = `${path} with ${JSON.stringify(headers)} → ${answer.status}`;
      expect(answer.status, label).toBeLessThan(500);
      expect(String(answer.headers.location ?? ''), label).not.toContain('evil.example');
      expect(answer.body, label).not.toContain('evil.example');
    }
  }
});

test('//evil.example/ paths and encoded paths neither redirect off-site nor reach the admin', async () => {
  const offSite = [
    '//evil.example/',
    '//evil.example/%2e%2e',
    '///evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example',
    '//evil.example/about-us',
    '/.//evil.example',
    '/about-us//evil.example',
  ];
  for (const path of offSite) {
    const answer = await get(path);
    const location = answer.headers.location;
    const label = `${path} → ${answer.status} ${location ?? ''}`;
    expect(answer.status, label).toBeLessThan(500);
    if (location) {
      const target = new URL(location, `http://127.0.0.1:${port()}${path.startsWith('//') ? '/' : path}`);
      expect(['127.0.0.1', 'localhost'], label).toContain(target.hostname);
      expect(location.startsWith('//') || location.startsWith('/\\'), label).toBe(false);
    }
  }
  const adminTricks = [
    '/%61dmin',
    '/%61dmin/bookings',
    '/%2561dmin',
    '/ADMIN',
    '/Admin/',
    '/admin%2F',
    '/admin%2fbookings',
    '/./admin',
    '/x/../admin',
    '/admin;/',
    '/%2e/admin',
  ];
  for (const path of adminTricks) {
    const answer = await get(path);
    const label = `${path} → ${answer.status} ${answer.headers.location ?? ''}`;
    expect([302, 303, 307, 308, 400, 404], label).toContain(answer.status);
    if (answer.headers.location)
      expect(new URL(answer.headers.location, 'http://127.0.0.1').pathname, label).toMatch(/^\/(admin-login|admin)\/?$/i);
  }
  const apiTricks = [
    '/api/%61dmin/bookings',
    '/api/admin%2Fbookings',
    '/api/ADMIN/bookings',
    '/api/admin/./bookings',
    '/api/x/../admin/bookings',
    '/api/admin/bookings/',
    '/api//admin/bookings',
  ];
  for (const path of apiTricks) {
    const answer = await get(path);
    const label = `${path} → ${answer.status}`;
    expect([301, 302, 308, 400, 401, 404], label).toContain(answer.status);
    expect(answer.body, label).not.toContain('customerEmail');
  }
});

test('the CSP holds on every page with its islands running: no console error, every island hydrated', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const problems: string[] = [];
  // No console error at all: a CSP refusal, a hydration mismatch, or a failed request (a signed-out
  // /dashboard once logged its 401); only the not-found pages' own 404 is expected.
  page.on('console', (message) => {
    if (message.type() !== 'error' && !/content.security.policy|refused to/i.test(message.text())) return;
    if (/no-such/.test(page.url()) && /status of 404/.test(message.text())) return;
    problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const pages = [
    '/',
    '/about-us',
    '/male-strippers/bangkok',
    '/topless-waiters/pattaya',
    `/performer/${performerId}`,
    '/pricing/phuket',
    '/booking',
    '/contact',
    '/join',
    '/dashboard',
    '/privacy',
    '/admin-login',
    '/about-us/',
    '/no-such-page',
    '/performer/no-such-performer',
    '/th/',
    '/th/booking',
    '/th/no-such-page',
    '/th/pricing/phuket',
    '/th/about-us',
    '/th/privacy',
    '/th/terms',
    '/th/male-strippers/bangkok',
    '/th/topless-waiters/pattaya',
    `/th/performer/${performerId}`,
    '/th/contact',
    '/th/join',
    '/th/dashboard',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Bring each island still waiting to hydrate into view (client:visible), bounded in count and time.
    // Found and scrolled in one step inside the page: an island may hydrate between two locator calls.
    // The island element itself is display: contents (no box), so its content is scrolled into view.
    // Each scrolled island is marked, and the test waits until that island has hydrated.
    for (let i = 0; i < 20; i += 1) {
      const waiting = await page.evaluate(() => {
        const island = document.querySelector('astro-island[ssr]');
        if (!island) return false;
        island.setAttribute('data-e2e-scrolled', '');
        (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
        return true;
      });
      if (!waiting) break;
      const hydrated = await page
        .waitForFunction(() => !document.querySelector('astro-island[data-e2e-scrolled][ssr]'), null, { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!hydrated) break;
    }
    if (await page.locator('astro-island[ssr]').count()) problems.push(`${path}: an island never hydrated`);
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    for (const v of violations) problems.push(`${path}: CSP violation ${v}`);
  }
  expect(problems).toEqual([]);
});

test('an inline script or event handler injected into a page never runs', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      ((window as unknown as { __blocked: string[] }).__blocked ??= []).push(event.violatedDirective),
    ),
  );
  page.on('console', (message) => /content.security.policy/i.test(message.text()) && violations.push(message.text()));
  // The page as the server sends it (its own headers), with markup an attacker managed to store in it.
  await page.route('**/about-us', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</main>',
      '<script>window.__xss = 1</script><img src="/nothing.png" onerror="window.__xss = 2"></main>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about-us');
  await page.waitForFunction(() => ((window as unknown as { __blocked?: string[] }).__blocked ?? []).length >= 2);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src/)]),
  );
  expect(violations.length).toBeGreaterThan(0);
});
