import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The built server's /_image: the variants the pages link are served (and cached on disk beside the
// database); any other width, quality or format is refused.
test.describe('/_image', () => {
  test('serves a variant a page links as WebP, cached beside the database', async ({ request }) => {
    const variant = '/_image?href=%2Fperformers%2Fkenji-2.webp&w=480&q=75&f=webp';
    const response = await request.get(variant);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const cache = path.join(process.env.E2E_DATA_DIR!, 'image-cache');
    expect(existsSync(cache) && readdirSync(cache).length).toBeGreaterThan(0);
    const again = await request.get(variant);
    expect(Buffer.compare(await again.body(), await response.body())).toBe(0);
  });

  test('refuses any other quality, format, width or source', async ({ request }) => {
    for (const query of [
      'href=%2Fog-image.png&w=1200&q=99&f=avif',
      'href=%2Fperformers%2Fkenji-2.webp&w=480&q=99&f=webp',
      'href=%2Fperformers%2Fkenji-2.webp&w=480&q=75&f=avif',
      'href=%2Fperformers%2Fkenji-2.webp&w=481&q=75&f=webp',
    ]) {
      expect((await request.get(`/_image?${query}`)).status(), query).toBe(400);
    }
  });
});
