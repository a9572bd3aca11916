// POST /api/upload/photo through the middleware, and serving the stored photo from /uploads/*.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fakeContext } from '@test/context';
import { getDb } from '@/lib/server/db';
import { HOSTILE_UPLOADS, jpegWithGps, png } from '@test/images';
import { GET as serveUpload } from '@/pages/uploads/[...path]';
import { useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient();

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
// How many photos the database keeps for the replica (kept_files), and one's bytes.
const keptCount = () => getDb().$client.prepare("select count(*) from kept_files where folder = 'uploads'").pluck().get() as number;
const kept = (name: string) =>
  getDb().$client.prepare("select bytes from kept_files where folder = 'uploads' and name = ?").pluck().get(name) as Buffer | undefined;
const serve = (path: string) =>
  serveUpload(fakeContext(new Request(`http://localhost/uploads/${path}`), { params: { path } })) as Promise<Response>;

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
    expect(kept(response.body.url.slice('/uploads/'.length))).toEqual(bytes);
  });

  it('stores a PNG, whatever name and type the browser declared', async () => {
    const response = await upload(await png(), 'holiday.gif', 'text/html');
    expect(response.status).toBe(201);
    expect(stored()).toContain(response.body.url.split('/').pop());
  });

  it.each(HOSTILE_UPLOADS)('refuses %s and stores nothing', async (_label, make, name, type, status) => {
    const before = stored().length;
    const keptBefore = keptCount();
    const response = await upload(await make(), name, type);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
    expect(stored()).toHaveLength(before);
    expect(keptCount()).toBe(keptBefore);
  });

  it('refuses a missing photo field with 400 and a JSON body with 415', async () => {
    expect(await upload(await png(), 'x.png', 'image/png', 'image')).toMatchObject({
      status: 400,
      body: { error: 'Choose a photo to upload (form field "photo")', code: 'upload_missing', params: { field: 'photo' } },
    });
    expect((await admin.mutate('POST', '/api/upload/photo', { photo: 'x' })).status).toBe(415);
  });
});

describe('/uploads/*', () => {
  it.each([
    '../app.db',
    '..%2Fapp.db',
    '/etc/passwd',
    'nested/x.webp',
    `${'a'.repeat(32)}.html`,
    `${'A'.repeat(32)}.webp`,
    `${'a'.repeat(32)}.webp`,
    '',
  ])('answers 404 for %j', async (path) => {
    const response = await serve(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
