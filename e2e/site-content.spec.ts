// A published text reaches the public pages at once, against a built server of its own: the owner edits a city
// page's text (English with the small markup, Thai left empty so the Thai page shows the English), the cached pages
// show it on their next request in both languages, a Thai text then replaces the fallback, and an undo brings the
// catalogue's words back; the footer's text changes on every page that shows it (the form pages and the not-found page
// too, which keeps its 404); a replaced site photo shows on the home and about pages at once.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { removeDir, startOwnServer, type OwnServer } from '@test/reliability/server-process';
import { png } from '@test/images';
import { signInRequest } from './helpers';

const catalogue = (locale: 'en' | 'th') => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const english = catalogue('en');
const thai = catalogue('th');

let server: OwnServer;
let admin: APIRequestContext;
let csrf: string;

/** The decoded page of an anonymous GET, as a browser asks for it, answered with `status`. */
function page(path: string, status = 200): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path, headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          expect(res.statusCode, path).toBe(status);
          const bytes = Buffer.concat(chunks);
          resolve((res.headers['content-encoding'] === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8'));
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function adminCall(method: 'PUT' | 'POST', path: string, data: unknown) {
  const answer = await admin.fetch(path, { method, data, headers: { 'x-csrf-token': csrf } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as { updatedAt: string };
}

const intro = (locale: 'en' | 'th') =>
  (locale === 'en' ? english : thai).listing_intro_strippers!.replace('{city}', locale === 'en' ? 'Bangkok' : 'กรุงเทพฯ');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  server = await startOwnServer();
  admin = await signInRequest(playwright, { role: 'owner' }, { baseURL: server.base, databasePath: server.databasePath });
  csrf = (await (await admin.get('/api/admin/csrf-token')).json()).csrfToken;
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  if (server) removeDir(server.dir);
});

test('an edited city text shows at once in English and Thai (falling back to English), and an undo brings the catalogue back', async () => {
  const en = '/male-strippers/bangkok';
  const th = '/th/male-strippers/bangkok';
  // Cached before the edit, so the edit must reach a page the cache holds.
  expect(await page(en)).toContain(intro('en'));
  expect(await page(th)).toContain(intro('th'));

  const url = '/api/admin/content/listing_intro_strippers';
  const saved = await adminCall('PUT', url, { en: 'Songkran in {city}: <em>book now</em> & save', th: '', updatedAt: null });
  const edited = 'Songkran in Bangkok: <em>book now</em> &amp; save';
  expect(await page(en)).toContain(edited);
  expect(await page(en)).not.toContain(intro('en'));
  // The Thai page shows the English text, its city named in Thai.
  expect(await page(th)).toContain('Songkran in กรุงเทพฯ: <em>book now</em> &amp; save');

  const withThai = await adminCall('PUT', url, { th: 'สงกรานต์ที่{city}', updatedAt: saved.updatedAt });
  expect(await page(th)).toContain('สงกรานต์ที่กรุงเทพฯ');
  expect(await page(en)).toContain(edited);

  const undone = await adminCall('POST', `${url}/undo`, { updatedAt: withThai.updatedAt });
  expect(await page(th)).toContain('Songkran in กรุงเทพฯ');
  await adminCall('POST', `${url}/undo`, { updatedAt: undone.updatedAt });
  expect(await page(en)).toContain(intro('en'));
  expect(await page(th)).toContain(intro('th'));
});

test('a markup the text does not allow is refused and the page keeps its words', async () => {
  const list = (await (await admin.get('/api/admin/content')).json()) as { items: { key: string; updatedAt: string }[] };
  const current = list.items.find((item) => item.key === 'listing_intro_strippers')!;
  const refused = await admin.fetch('/api/admin/content/listing_intro_strippers', {
    method: 'PUT',
    data: { en: 'Hi <img src=x onerror=alert(1)>', updatedAt: current.updatedAt },
    headers: { 'x-csrf-token': csrf },
  });
  expect(refused.status()).toBe(400);
  expect(await page('/male-strippers/bangkok')).not.toContain('onerror');
});

test('the footer’s text changes on every page that shows it, the pages that were pre-rendered and the not-found page too', async () => {
  const paths = [
    '/pricing/phuket',
    '/topless-waiters/pattaya',
    '/male-strippers/bangkok',
    '/',
    '/th/',
    '/about-us',
    '/privacy',
    '/th/terms',
    '/contact',
    '/th/join',
    '/booking',
  ];
  const thaiPage = (path: string) => path.startsWith('/th/');
  // Each page read (and cached) before the edit.
  for (const path of paths) expect(await page(path), path).toContain((thaiPage(path) ? thai : english).footer_blurb!.slice(-20));
  expect(await page('/no-such-page', 404)).toContain(english.footer_blurb!.slice(-20));
  expect(await page('/th/no-such-page', 404)).toContain(thai.footer_blurb!.slice(-20));
  const edited = { en: 'Parties across Thailand since 2015.', th: 'ปาร์ตี้ทั่วประเทศไทยตั้งแต่ปี 2015' };
  await adminCall('PUT', '/api/admin/content/footer_blurb', { ...edited, updatedAt: null });
  for (const path of paths) expect(await page(path), path).toContain(thaiPage(path) ? edited.th : edited.en);
  // The not-found page: every path without a page answers the one kept in its language, still with its 404.
  expect(await page('/no-such-page', 404)).toContain(edited.en);
  expect(await page('/another/missing/page?x=1', 404)).toContain(edited.en);
  expect(await page('/th/no-such-page', 404)).toContain(edited.th);
});

test('a replaced site photo shows on the home and about pages at once, and the pages go back to no photo when it is removed', async () => {
  const photoOf = (html: string) => /<img src="(\/_image\?href=%2Fuploads%2F[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(photoOf(await page('/'))).toBeUndefined();
  expect(photoOf(await page('/th/about-us'))).toBeUndefined();
  const put = async (slot: string) => {
    const buffer = await png(800, 400);
    const answer = await admin.fetch(`/api/admin/content/photos/${slot}`, {
      method: 'PUT',
      multipart: { photo: { name: `${slot}.png`, mimeType: 'image/png', buffer } },
      // A form post names its origin (Astro refuses a cross-site one).
      headers: { 'x-csrf-token': csrf, origin: server.base },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await put('home-hero');
  await put('about');
  for (const path of ['/', '/th/', '/about-us', '/th/about-us']) {
    const src = photoOf(await page(path));
    expect(src, path).toBeDefined();
    const image = await fetch(`${server.base}${src}`);
    expect([image.status, image.headers.get('content-type')], path).toEqual([200, 'image/webp']);
  }
  for (const slot of ['home-hero', 'about']) {
    const removed = await admin.fetch(`/api/admin/content/photos/${slot}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrf, origin: server.base },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
  expect(photoOf(await page('/'))).toBeUndefined();
  expect(photoOf(await page('/about-us'))).toBeUndefined();
});
