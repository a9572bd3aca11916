import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { pricingItems } from '@db/schema';
import { freshDatabasePerTest } from '@test/hooks';
import {
  cachedAnswer,
  cachedNotFound,
  cachedPage,
  forgetCachedPages,
  isCacheableRequest,
  isStorableResponse,
  sharedPage,
} from './page-cache';
import { writePublicData } from './public-data';

const fresh = freshDatabasePerTest();
const PAGE = 'http://localhost/pricing/phuket';
const html = `<!doctype html><main>${'Phuket prices '.repeat(200)}</main>`;

/** A render that counts its calls and answers `make()` (a page with Astro's CSP by default). */
function renderer(
  make: () => Response = () =>
    new Response(html, { headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" } }),
) {
  const render = () => {
    render.calls += 1;
    return Promise.resolve(make());
  };
  render.calls = 0;
  return render;
}

const request = (headers: Record<string, string> = {}, url = PAGE) => new Request(url, { headers });
const noCookie = () => false;

describe('isCacheableRequest', () => {
  it('takes anonymous GETs of the public pages and API only', () => {
    for (const path of [
      '/male-strippers/bangkok',
      '/topless-waiters/pattaya',
      '/pricing/phuket',
      '/performer/abc',
      '/th/male-strippers/bangkok',
      '/th/topless-waiters/pattaya',
      '/th/pricing/phuket',
      '/th/performer/abc',
      '/api/performers',
      '/api/pricing',
    ]) {
      expect(isCacheableRequest(request({}, `http://localhost${path}`), path), path).toBe(true);
    }
    for (const path of [
      '/booking/abc',
      '/th/booking/abc',
      '/booking/abc/summary',
      '/booking/confirm',
      '/api/bookings',
      '/api/admin/performers',
      '/api/dashboard/bookings',
      '/admin',
    ]) {
      expect(isCacheableRequest(request({}, `http://localhost${path}`), path), path).toBe(false);
    }
    expect(isCacheableRequest(request({ cookie: 'session=x' }), '/pricing/phuket')).toBe(false);
    expect(isCacheableRequest(request({ authorization: 'Bearer x' }), '/pricing/phuket')).toBe(false);
    expect(isCacheableRequest(new Request(PAGE, { method: 'POST' }), '/pricing/phuket')).toBe(false);
    expect(isCacheableRequest(request({}, 'http://localhost/male-strippers/bangkok?topless-waiters'), '/male-strippers/bangkok')).toBe(
      true,
    );
    expect(isCacheableRequest(request({}, 'http://localhost/api/pricing?category=male-strippers&location=phuket'), '/api/pricing')).toBe(
      true,
    );
    expect(isCacheableRequest(request({}, 'http://localhost/pricing/phuket?utm=1'), '/pricing/phuket')).toBe(false);
  });
});

describe('isStorableResponse', () => {
  it('refuses answers that set a cookie, are private, or are not a plain 200', () => {
    expect(isStorableResponse(new Response('x'), false)).toBe(true);
    expect(isStorableResponse(new Response('x', { headers: { 'cache-control': 'no-store' } }), false)).toBe(true);
    expect(isStorableResponse(new Response('x', { headers: { 'set-cookie': 'a=b' } }), false)).toBe(false);
    expect(isStorableResponse(new Response('x'), true)).toBe(false);
    expect(isStorableResponse(new Response('x', { headers: { 'cache-control': 'private, max-age=0' } }), false)).toBe(false);
    expect(isStorableResponse(new Response('x', { status: 404 }), false)).toBe(false);
    expect(isStorableResponse(new Response('x', { status: 404 }), false, 404)).toBe(true);
    expect(isStorableResponse(new Response('x'), false, 404)).toBe(false);
    expect(isStorableResponse(new Response(null, { status: 301, headers: { location: '/x' } }), false)).toBe(false);
  });
});

describe('cachedPage', () => {
  it('renders once, then answers brotli, gzip and identity bodies that decode to the same bytes, with the page headers', async () => {
    const { db } = fresh();
    const render = renderer();
    const br = await cachedPage(db, request({ 'accept-encoding': 'gzip, deflate, br' }), render, noCookie);
    const gzip = await cachedPage(db, request({ 'accept-encoding': 'gzip' }), render, noCookie);
    const identity = await cachedPage(db, request(), render, noCookie);
    expect(render.calls).toBe(1);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(await identity.text()).toBe(html);
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(new Set([br, gzip, identity].map((a) => a.headers.get('etag'))).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { db } = fresh();
    const render = renderer();
    const first = await cachedPage(db, request({ 'accept-encoding': 'br' }), render, noCookie);
    const again = await cachedPage(db, request({ 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! }), render, noCookie);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('renders afresh after the public data changed', async () => {
    const { db } = fresh();
    let body = 'old';
    const render = renderer(() => new Response(body));
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('old');
    body = 'new';
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('old');
    writePublicData(db, () => db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run());
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('new');
    expect(render.calls).toBe(2);
  });

  it('does not keep a page during whose render the public data changed', async () => {
    const { db } = fresh();
    const render = renderer(() => {
      if (render.calls === 1)
        writePublicData(db, () => db.update(pricingItems).set({ price: 8800 }).where(eq(pricingItems.title, 'TOPLESS')).run());
      return new Response(`render ${render.calls}`);
    });
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('render 1');
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('render 2');
    expect(await (await cachedPage(db, request(), render, noCookie)).text()).toBe('render 2');
  });

  it('stores a page with only the CSS rules it uses and only the script hashes of the scripts it runs', async () => {
    const { db } = fresh();
    const script = 'run()';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const page = `<!doctype html><style>.used{color:red}.unused{color:blue}</style><p class="used">x</p><script>${script}</script>`;
    const policy = `script-src 'self' 'sha256-loaderOfAstro=' ${hash}; style-src 'self'`;
    const render = renderer(() => new Response(page, { headers: { 'content-type': 'text/html', 'content-security-policy': policy } }));
    const answer = await cachedPage(db, request(), render, noCookie);
    const body = await answer.text();
    expect(body).toContain('.used{color:red}');
    expect(body).not.toContain('.unused');
    expect(answer.headers.get('content-security-policy')).toBe(`script-src 'self' ${hash}; style-src 'self'`);
  });

  it("cuts a page that loads a script file to the rules its words and the script's code use", async () => {
    const { db } = fresh();
    // The build's client folder: an island that adds a class the page's HTML does not name.
    const built = mkdtempSync(path.join(os.tmpdir(), 'siam-built-'));
    try {
      mkdirSync(path.join(built, '_astro'));
      writeFileSync(path.join(built, '_astro', 'Choice.island.js'), 'el.classList.add("shown-by-island")');
      vi.stubEnv('STATIC_DIR', built);
      const page =
        '<!doctype html><style>.used{color:red}.shown-by-island{color:gold}.unused{color:blue}</style><p class="used">x</p>' +
        '<script type="module" src="/_astro/Choice.island.js"></script>';
      const render = renderer(() => new Response(page, { headers: { 'content-type': 'text/html' } }));
      const body = await (await cachedPage(db, request(), render, noCookie)).text();
      expect(body).toContain('.used{color:red}.shown-by-island{color:gold}</style>');
      expect(body).not.toContain('.unused');
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('never stores an answer that sets a cookie, by header or through the cookie API', async () => {
    const { db } = fresh();
    const byHeader = renderer(() => new Response('x', { headers: { 'set-cookie': 'a=b' } }));
    await cachedPage(db, request(), byHeader, noCookie);
    const answer = await cachedPage(db, request(), byHeader, noCookie);
    expect(byHeader.calls).toBe(2);
    expect(answer.headers.get('set-cookie')).toBe('a=b');
    const byApi = renderer(() => new Response('y'));
    const other = 'http://localhost/pricing/bangkok';
    await cachedPage(db, request({}, other), byApi, () => true);
    await cachedPage(db, request({}, other), byApi, () => true);
    expect(byApi.calls).toBe(2);
  });

  it('keeps each database apart', async () => {
    const a = fresh();
    const b = fresh();
    await cachedPage(
      a.db,
      request(),
      renderer(() => new Response('a')),
      noCookie,
    );
    expect(
      await (
        await cachedPage(
          b.db,
          request(),
          renderer(() => new Response('b')),
          noCookie,
        )
      ).text(),
    ).toBe('b');
  });

  it('renders once for concurrent misses of the same page', async () => {
    const { db } = fresh();
    const render = renderer();
    const answers = await Promise.all([1, 2, 3].map(() => cachedPage(db, request(), render, noCookie)));
    expect(render.calls).toBe(1);
    for (const answer of answers) expect(await answer.text()).toBe(html);
  });
});

describe('the pages that were pre-rendered (home, about, privacy, terms, the forms, the dashboard and the portal)', () => {
  const ABOUT = 'http://localhost/th/about-us';
  const none = () => undefined;

  it('are stored from an anonymous request without a query, then answer every GET of the path, whatever its cookie or query', async () => {
    const { db } = fresh();
    for (const path of [
      '/',
      '/th/',
      '/th',
      '/about-us',
      '/th/about-us',
      '/privacy',
      '/th/terms',
      '/contact',
      '/th/join',
      '/booking',
      '/th/booking',
      '/dashboard',
      '/th/me',
      '/performer-login',
    ])
      expect(isCacheableRequest(request({}, `http://localhost${path}`), path), path).toBe(true);
    // A query is carried into the page (its language switch): such a render is not stored.
    expect(isCacheableRequest(request({}, `${ABOUT}?partner=ABC`), '/th/about-us')).toBe(false);
    expect(isCacheableRequest(request({ cookie: 'session=x' }, ABOUT), '/th/about-us')).toBe(false);
    expect(sharedPage(() => db, request({ cookie: 'session=x' }, ABOUT))).toBeUndefined();

    const render = renderer(() => new Response('<p>About</p>', { headers: { 'content-type': 'text/html' } }));
    await cachedPage(db, request({}, ABOUT), render, noCookie);
    const withCookie = sharedPage(() => db, request({ cookie: 'session=x' }, `${ABOUT}?partner=ABC`));
    expect(await withCookie?.text()).toBe('<p>About</p>');
    expect(render.calls).toBe(1);
    // The server's own answer (server/cached-pages.mjs) too: with a cookie and a query, by the path alone.
    const header = (name: string) => (name === 'cookie' ? 'session=x' : undefined);
    expect(cachedAnswer(db, 'GET', '/th/about-us?utm_source=x', header)?.body?.toString()).toBe('<p>About</p>');
    // Another cached page still needs an anonymous request, and its own query.
    await cachedPage(db, request(), renderer(), noCookie);
    expect(cachedAnswer(db, 'GET', '/pricing/phuket', header)).toBeUndefined();
    expect(cachedAnswer(db, 'GET', '/pricing/phuket?x=1', none)).toBeUndefined();
    expect(cachedAnswer(db, 'GET', '/pricing/phuket', none)).toBeDefined();
    expect(sharedPage(() => db, request({ cookie: 'session=x' }))).toBeUndefined();
  });

  it('render afresh once a published text forgets them', async () => {
    const { db } = fresh();
    let body = 'old';
    const render = renderer(() => new Response(body, { headers: { 'content-type': 'text/html' } }));
    await cachedPage(db, request({}, ABOUT), render, noCookie);
    body = 'new';
    forgetCachedPages(db, (path) => path === '/th/about-us');
    expect(sharedPage(() => db, request({ cookie: 'a=b' }, ABOUT))).toBeUndefined();
    expect(cachedAnswer(db, 'GET', '/th/about-us', none)).toBeUndefined();
    expect(await (await cachedPage(db, request({}, ABOUT), render, noCookie)).text()).toBe('new');
    expect(render.calls).toBe(2);
  });
});

describe('the not-found page', () => {
  const notFound = () => new Response('<p>Not found</p>', { status: 404, headers: { 'content-type': 'text/html' } });

  it('is kept at its fixed address with its 404: every path without a page answers its bytes, rendered once per edit', async () => {
    const { db } = fresh();
    const render = renderer(notFound);
    const first = await cachedNotFound(db, request({}, 'http://localhost/no-such-page'), '/404', render, noCookie);
    const again = await cachedNotFound(db, request({ cookie: 'a=b' }, 'http://localhost/other?x=1'), '/404', render, noCookie);
    expect([first.status, await first.text(), again.status, await again.text()]).toEqual([
      404,
      '<p>Not found</p>',
      404,
      '<p>Not found</p>',
    ]);
    expect(render.calls).toBe(1);
    // The Thai page has an address of its own.
    await cachedNotFound(db, request({}, 'http://localhost/th/nothing'), '/th/404', render, noCookie);
    expect(render.calls).toBe(2);
    // A published footer forgets it like any page that shows the footer.
    forgetCachedPages(db, (path) => path === '/404');
    await cachedNotFound(db, request({}, 'http://localhost/gone'), '/404', render, noCookie);
    expect(render.calls).toBe(3);
  });

  it('is not kept when the render answers another status', async () => {
    const { db } = fresh();
    const render = renderer(() => new Response('<p>Oops</p>', { status: 500, headers: { 'content-type': 'text/html' } }));
    await cachedNotFound(db, request({}, 'http://localhost/x'), '/404', render, noCookie);
    const answer = await cachedNotFound(db, request({}, 'http://localhost/y'), '/404', render, noCookie);
    expect([answer.status, render.calls]).toEqual([500, 2]);
  });
});
