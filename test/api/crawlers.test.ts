// What crawlers and HTML validators read before the page: robots.txt, the charset of every page answer, and no
// <style> in a page's body.
import { describe, expect, it } from 'vitest';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { onRequest } from '@/middleware';
import { GET as robotsTxt } from '@/pages/robots.txt';
import { ISLAND_STYLE } from '@/lib/server/astro-islands';

useTempApp();

/** A GET of path through the real middleware to a page that answers as Astro renders one (bare `text/html`). */
async function page(path: string, init: RequestInit = {}, html = '<!doctype html><title>t</title>'): Promise<Response> {
  const context = fakeContext(new Request(`http://localhost:4321${path}`, init));
  const next = () => Promise.resolve(new Response(html, { headers: { 'Content-Type': 'text/html' } }));
  return (await onRequest(context as never, next)) as Response;
}

describe('robots.txt', () => {
  it('bars only the API, so a crawler reads the noindex of every private page in every language', async () => {
    const text = await (await robotsTxt(fakeContext(new Request('http://localhost:4321/robots.txt')))).text();
    const barred = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    expect(barred).toEqual(['/api/']);
  });
});

describe('every text/html answer names its charset', () => {
  it.each(['/dashboard', '/th/me', '/about-us', '/performer-login'])('%s', async (path) => {
    const response = await page(path);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('also when the page is asked for with a cookie (not from the page cache)', async () => {
    const response = await page('/th/', { headers: { cookie: 'a=b' } });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe("Astro's island style is in the head of every page, not before the first island in the body", () => {
  // As Astro renders a page with an island: its style and scripts just before the island.
  const withIsland = `<!doctype html><html><head><title>t</title></head><body><script>a()</script>${ISLAND_STYLE}<astro-island></astro-island></body></html>`;
  const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

  it.each([
    ['an on-demand page', '/booking/0b6e/summary', {}],
    ['a page from the page cache', '/th/about-us', {}],
    // A city's pricing page: the pages that were pre-rendered (/about-us) answer a cookie from the cache, as their file did.
    ['a cached page asked for with a cookie', '/pricing/phuket', { headers: { cookie: 'a=b' } }],
  ])('%s (%s)', async (_kind, path, init) => {
    const html = await (await page(path, init, withIsland)).text();
    expect(bodyOf(html)).not.toContain('<style');
    expect(html).toContain(`${ISLAND_STYLE}</head>`);
  });
});
