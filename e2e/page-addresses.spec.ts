// One address per page, on the built server: every page the sitemap lists answers 200 at that address and
// names it as its canonical and og:url, with the same hreflang alternates as its sitemap entry (both
// languages); every other spelling of a page's address answers 301 to it, its query kept.
import { expect, test } from './fixtures';

/** A URL's path (the sitemap and the pages name SITE_URL's origin, the tests run on another). */
const pathOf = (url: string) => new URL(url).pathname;

test("each sitemap address is the page's one address: 200, its canonical, og:url and the same hreflang alternates", async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
    path: pathOf(loc!),
    alternates: [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, pathOf(href!)]),
  }));
  expect(entries.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(['/', '/th/', '/about-us', '/th/about-us', '/booking', '/th/terms']),
  );
  for (const { path, alternates } of entries) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(pathOf(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!), path).toBe(path);
    expect(pathOf(html.match(/<meta property="og:url" content="([^"]+)"/)![1]!), path).toBe(path);
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      pathOf(href!),
    ]);
    expect(links, path).toEqual(alternates);
  }
});

test("a page's other addresses answer 301 to its one address, the query kept", async ({ request }) => {
  const redirects: [string, string][] = [
    ['/about-us/', '/about-us'],
    ['/th/about-us/', '/th/about-us'],
    ['/contact/?topic=party', '/contact?topic=party'],
    ['/booking/index.html', '/booking'],
    ['/index.html', '/'],
    ['/th', '/th/'],
    ['/th/index.html', '/th/'],
    ['/pricing/phuket/', '/pricing/phuket'],
    ['/th/male-strippers/bangkok/?topless-waiters', '/th/male-strippers/bangkok?topless-waiters'],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([response.status(), response.headers().location], from).toEqual([301, to]);
  }
});
