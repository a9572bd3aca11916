// The site's own photos through the real routes, a real database and real files in a temp folder: the owner replaces
// the home page's hero and the about page's photo (the performers' photo checks and pipeline), goes back to the page
// as built (as may staff the owner lets edit the site), and every refusal changes nothing; the photo a change replaces leaves the disk and kept_files; the public
// data's generation moves (the cached pages render afresh); the record names each change.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, keptFiles, sitePhotos } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { uploadsDir } from '@/lib/server/config';
import { publicData } from '@/lib/server/public-data';
import { HOSTILE_UPLOADS, jpegWithGps, png } from '@test/images';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const owner = useAdminClient('203.0.113.80');

const put = async (client: TestClient, slot: string, data: Buffer, name = 'hero.png', type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(data)], name, { type }));
  return client.mutate('PUT', `/api/admin/content/photos/${slot}`, undefined, { body: form });
};
const rows = () => getDb().select().from(sitePhotos).all();
const stored = (url: string) => {
  const name = url.replace('/uploads/', '');
  const kept = getDb()
    .select()
    .from(keptFiles)
    .where(and(eq(keptFiles.folder, 'uploads'), eq(keptFiles.name, name)))
    .get();
  return { file: existsSync(path.join(uploadsDir(), name)), kept: Boolean(kept) };
};
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
const generation = () => publicData(getDb()).generation;

describe("the site's photos", () => {
  it('lists every slot, none replaced on a fresh install', async () => {
    expect(await owner.call('GET', '/api/admin/content/photos')).toMatchObject({ status: 200, body: { 'home-hero': null, about: null } });
  });

  it("replaces the hero (re-encoded WebP, no metadata), then replaces it again: the first file goes; the pages' data moves", async () => {
    const before = generation();
    const first = await put(owner, 'home-hero', await jpegWithGps(), 'hero.jpg', 'image/jpeg');
    expect(first).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), width: expect.any(Number), updatedBy: expect.any(String) },
    });
    expect(generation()).toBeGreaterThan(before);
    expect(stored(first.body.url)).toEqual({ file: true, kept: true });
    expect(lastAudit()).toMatchObject({ action: 'content.photos.update', target: 'site photo home-hero' });
    const listed = (await owner.call('GET', '/api/admin/content/photos')).body;
    expect(listed).toMatchObject({ 'home-hero': { url: first.body.url }, about: null });

    const second = await put(owner, 'home-hero', await png(64, 48));
    expect(second.body).toMatchObject({ width: 64, height: 48 });
    expect(stored(first.body.url)).toEqual({ file: false, kept: false });
    expect(stored(second.body.url)).toEqual({ file: true, kept: true });
    expect(rows()).toEqual([expect.objectContaining({ slot: 'home-hero', url: second.body.url })]);
  });

  it.each(HOSTILE_UPLOADS)('refuses %s as the performers’ photos are, changing nothing', async (_label, make, name, type, status) => {
    const before = { rows: rows(), generation: generation(), audit: lastAudit().id };
    const refused = await put(owner, 'about', await make(), name, type);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toMatch(/^(photo|upload)_/);
    expect({ rows: rows(), generation: generation(), audit: lastAudit().id }).toEqual(before);
  });

  it('refuses a body without the photo field (400, naming it) and an unknown slot (404, before reading the file)', async () => {
    const form = new FormData();
    form.append('picture', new File([new Uint8Array(await png())], 'x.png', { type: 'image/png' }));
    const missing = await owner.mutate('PUT', '/api/admin/content/photos/about', undefined, { body: form });
    expect(missing).toMatchObject({ status: 400, body: { code: 'upload_missing', params: { field: 'photo' } } });
    const unknown = await put(owner, 'footer', await png());
    expect(unknown).toMatchObject({ status: 404, body: { code: 'site_photo_unknown', error: 'There is no such photo of the site' } });
    expect((await owner.mutate('DELETE', '/api/admin/content/photos/footer')).status).toBe(404);
    expect(rows().map((row) => row.slot)).toEqual(['home-hero']);
  });

  it('goes back to the page as built: the row and the file go; the record says so; a second time changes nothing', async () => {
    const about = await put(owner, 'about', await png(50, 50));
    const before = generation();
    expect(await owner.mutate('DELETE', '/api/admin/content/photos/about')).toMatchObject({ status: 200, body: { success: true } });
    expect(generation()).toBeGreaterThan(before);
    expect(stored(about.body.url)).toEqual({ file: false, kept: false });
    expect(lastAudit()).toMatchObject({ action: 'content.photos.delete', target: 'site photo about' });
    expect((await owner.call('GET', '/api/admin/content/photos')).body.about).toBeNull();
    expect((await owner.mutate('DELETE', '/api/admin/content/photos/about')).status).toBe(200);
  });

  it("is the owner's and content editors': other staff and strangers are refused", async () => {
    const deskId = addPerson('Desk Person', 'desk.photos@example.com', 'staff');
    const desk = await clientAs(deskId, 'staff', '203.0.113.81');
    expect(await desk.call('GET', '/api/admin/content/photos')).toMatchObject({ status: 403, body: { code: 'content_not_allowed' } });
    expect((await put(desk, 'home-hero', await png())).status).toBe(403);
    expect((await new TestClient('203.0.113.82').call('GET', '/api/admin/content/photos')).status).toBe(401);
    expect(rows().map((row) => row.slot)).toEqual(['home-hero']);

    expect((await owner.mutate('PATCH', `/api/admin/staff/${deskId}`, { canEditContent: true })).status).toBe(200);
    const replaced = await put(desk, 'about', await png(30, 30));
    expect(replaced).toMatchObject({ status: 200, body: { updatedBy: 'Desk Person' } });
    expect((await desk.mutate('DELETE', '/api/admin/content/photos/about')).status).toBe(200);
  });
});
