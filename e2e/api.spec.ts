import { expect, test } from './fixtures';

// The public data endpoints over real HTTP, against the production server and its seeded database.
test.describe('public API', () => {
  test('GET /api/performers lists 15+ available performers in display order', async ({ request }) => {
    const response = await request.get('/api/performers');
    expect(response.status()).toBe(200);
    const performers = await response.json();
    expect(performers.length).toBeGreaterThanOrEqual(15);
    const orders = performers.map((p: { displayOrder: number }) => p.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(performers[0]).not.toHaveProperty('isAvailable');
  });

  test('GET /api/pricing returns Pattaya waiter cards with the spec prices', async ({ request }) => {
    const response = await request.get('/api/pricing?category=topless-waiters&location=pattaya');
    expect(response.status()).toBe(200);
    const cards = await response.json();
    expect(cards.map((c: { title: string; price: number }) => [c.title, c.price])).toEqual([
      ['SEXY HOST', 7000],
      ['DOUBLE TROUBLE', 13000],
      ['FULL PARTY MODE', 18000],
      ['TOTAL DOMINATION', 23000],
    ]);
  });

  test('GET /api/pricing with a bad query answers 400 JSON, never a stack trace', async ({ request }) => {
    for (const query of ['', '?category=nope', '?category=male-strippers&location=atlantis', '?category[]=x']) {
      const response = await request.get(`/api/pricing${query}`);
      expect(response.status(), query).toBe(400);
      const body = await response.json();
      expect(body.error).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/at .+\(.+:\d+:\d+\)/);
    }
  });

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/api/performers', '/no-such-page', '/favicon.svg']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('pages and assets are served compressed; hashed assets are immutable', async ({ request, page }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    // The stylesheet is inlined; the booking form's framework runtime is a hashed asset of some size.
    await page.goto('/booking');
    const runtime = await page.locator('astro-island').first().getAttribute('renderer-url');
    expect(runtime).toMatch(/^\/_astro\//);
    const asset = await request.get(runtime!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('a file without a compressed copy is sent from disk; a short JSON answer is not compressed, a long one is', async ({ request }) => {
    // An image (never pre-compressed) with the file server's caching headers, for a client that asks for compression.
    const image = await request.get('/og-image.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['last-modified']).toBeTruthy();
    // A POST to a route never looks for a file; a short answer keeps its declared length, uncompressed.
    const quote = await request.post('/api/pricing/calculate', {
      headers: { 'Accept-Encoding': 'br, gzip' },
      data: { location: 'bangkok', selectedMaleStripper: 'topless', selectedToplessWaiter: 'none', stripperIds: [], waiterIds: [] },
    });
    expect(quote.status()).toBe(200);
    expect(quote.headers()['content-encoding']).toBeUndefined();
    expect(Number(quote.headers()['content-length'])).toBe((await quote.body()).length);
    const list = await request.get('/api/performers', { headers: { 'Accept-Encoding': 'br' } });
    expect(list.headers()['content-encoding']).toBe('br');
  });
});
