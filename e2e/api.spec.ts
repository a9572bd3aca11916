import { expect, test } from './fixtures';

// What only the production server does over real HTTP: compression and the caching of files. The data
// of the public endpoints is checked in test/api/public-api.test.ts, the security headers of every kind
// of route in security-http.spec.ts.
test.describe('production server', () => {
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
