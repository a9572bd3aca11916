// POST /api/upload/photo through the middleware, and serving the stored photo from /uploads/*.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@/lib/server/images';
import { jpegWithGps, pixelFlood, png, svgWithScript } from '@/lib/server/test-images';
import { GET as serveUpload } from '@/pages/uploads/[...path]';
import { TEST_PASSWORD, TestClient, useTempServer } from '@/features/admin/testing/harness';

const server = useTempServer();
afterAll(server.cleanup);
const admin = new TestClient();
beforeAll(async () => {
  expect((await admin.login(TEST_PASSWORD)).status).toBe(200);
});

const upload = async (data: Buffer, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(data)], name, { type }));
  return admin.call('POST', '/api/upload/photo', { body: form, headers: { 'x-csrf-token': await admin.csrf() } });
};
const stored = () => {
  try {
    return readdirSync(process.env.UPLOADS_DIR!);
  } catch {
    return [];
  }
};
const serve = (path: string) => serveUpload({ params: { path } } as never) as Promise<Response>;

describe('photo upload', () => {
  it('stores a JPEG with GPS EXIF as WebP under a random name, without the EXIF', async () => {
    const response = await upload(await jpegWithGps());
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await serve(response.body.url.slice('/uploads/'.length));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Secret Studio');
  });

  it('stores a PNG, whatever name and type the browser declared', async () => {
    const response = await upload(await png(), 'holiday.gif', 'text/html');
    expect(response.status).toBe(201);
    expect(stored()).toContain(response.body.url.split('/').pop());
  });

  it.each([
    ['an SVG with a script', () => svgWithScript, 'x.svg', 'image/svg+xml', 415],
    ['a text file renamed .jpg', () => Buffer.from('hello, I am text'), 'x.jpg', 'image/jpeg', 415],
    ['a JPEG with HTML appended', async () => Buffer.concat([await sharp(await png()).jpeg().toBuffer(), Buffer.from('<html><script>alert(1)</script></html>')]), 'x.jpg', 'image/jpeg', 415],
    ['a pixel flood', pixelFlood, 'x.png', 'image/png', 415],
    ['an empty file', () => Buffer.alloc(0), 'x.jpg', 'image/jpeg', 400],
    ['a file over 10 MB', async () => Buffer.concat([await sharp(await png()).jpeg().toBuffer(), Buffer.alloc(MAX_PHOTO_BYTES)]), 'x.jpg', 'image/jpeg', 413],
  ])('refuses %s and stores nothing', async (_label, make, name, type, status) => {
    const before = stored().length;
    const response = await upload(await make(), name, type);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
    expect(stored()).toHaveLength(before);
  });

  it('refuses a missing photo field with 400 and a JSON body with 415', async () => {
    expect((await upload(await png(), 'x.png', 'image/png', 'image')).status).toBe(400);
    expect((await admin.mutate('POST', '/api/upload/photo', { photo: 'x' })).status).toBe(415);
  });
});

describe('/uploads/*', () => {
  it.each(['../app.db', '..%2Fapp.db', '/etc/passwd', 'nested/x.webp', `${'a'.repeat(32)}.html`, `${'A'.repeat(32)}.webp`, `${'a'.repeat(32)}.webp`, ''])(
    'answers 404 for %j',
    async (path) => {
      const response = await serve(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );
});
