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

describe("the agency's performer form and its photos", () => {
  const name = (url: string) => url.slice('/uploads/'.length);
  // Where a stored photo is: [on disk, in kept_files].
  const where = (url: string) => [stored().includes(name(url)), kept(name(url)) !== undefined];
  const photo = async (width: number) => (await upload(await png(width, 30), 'p.png', 'image/png')).body.url as string;
  const performer = { description: 'Tall and charming.' };

  it('deletes a photo the form replaced or removed (file and kept copy) unless another performer shows it, and his photos when he is deleted', async () => {
    const [main, extra, shared, next] = [await photo(41), await photo(42), await photo(43), await photo(44)];
    const marco = (
      await admin.mutate('POST', '/api/admin/performers', {
        ...performer,
        name: 'Marco',
        imageUrl: main,
        additionalImages: [extra, shared],
      })
    ).body.id as string;
    await admin.mutate('POST', '/api/admin/performers', { ...performer, name: 'Luca', imageUrl: shared });

    const saved = await admin.mutate('PUT', `/api/admin/performers/${marco}`, { imageUrl: next, additionalImages: [extra] });
    expect(saved.status).toBe(200);
    expect([where(main), where(extra), where(shared), where(next)]).toEqual([
      [false, false],
      [true, true],
      [true, true], // Luca still shows it
      [true, true],
    ]);

    expect((await admin.mutate('DELETE', `/api/admin/performers/${marco}`)).status).toBe(200);
    expect([where(extra), where(next), where(shared)]).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
  });

  it('keeps every photo when the form is refused', async () => {
    const main = await photo(45);
    const id = (await admin.mutate('POST', '/api/admin/performers', { ...performer, name: 'Nico', imageUrl: main })).body.id as string;
    expect((await admin.mutate('PUT', `/api/admin/performers/${id}`, { imageUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect(where(main)).toEqual([true, true]);
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
