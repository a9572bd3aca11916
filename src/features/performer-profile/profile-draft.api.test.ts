// A performer keeps his own profile, through the real routes on a real database: his draft (bio, facts, languages,
// costumes, photos) waits for the agency, which approves it (the public profile shows it) or sends it back with a
// note he reads; each rule refuses with its code and changes nothing; every step is in the record.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, performerProfileDrafts, performers } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { codedMessage } from '@/lib/error-codes';
import { getPublicPerformer, publicBioTh } from '@/features/performers/performers.server';
import { HOSTILE_UPLOADS, png } from '@test/images';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { performerId, signInPerformer } from '@test/performer-portal';
import { limitPhotoUploads, PHOTO_UPLOAD_LIMIT } from './profile-draft.server';
import { PROFILE_ERRORS } from './profile-errors';

useTempApp();
const admin = useAdminClient('203.0.113.60');
const marco = new TestClient('198.51.100.61');
const ryan = new TestClient('198.51.100.62');
const MARCO = performerId('Marco');

const row = () => getDb().select().from(performers).where(eq(performers.id, MARCO)).get()!;
const draftRow = () => getDb().select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, MARCO)).get();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!;

/** Uploads a photo from `phone` (the portal's call). */
const upload = async (phone: TestClient, data: Buffer, name = 'me.png', type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(data)], name, { type }));
  return phone.call('POST', '/api/performer/photo', { body: form });
};

/** A valid whole profile, from Marco's live one with a new bio and languages. */
const proposal = (changes: Record<string, unknown> = {}) => {
  const live = row();
  return {
    description: '<p>Ciao! I am <strong>Marco</strong>.</p><p>Book me on <a href="https://wa.me/66812345678">WhatsApp</a>.</p>',
    bioTh: '<p>สวัสดีครับ ผม<em>มาร์โก</em></p>',
    height: "6'1",
    eyeColor: 'Brown',
    hairColor: 'Black',
    tattoos: 'Small script on left forearm',
    languages: ['English', 'Italian', 'italian', ' '],
    costumes: ['Firefighter', 'Tuxedo'],
    imageUrl: live.imageUrl,
    additionalImages: live.additionalImages,
    ...changes,
  };
};

describe('a performer keeps his own profile', () => {
  beforeAll(async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco@example.com');
    await signInPerformer(admin, ryan, 'Ryan', 'ryan@example.com');
  });

  it('saves his draft with a new photo; nothing public changes; the record names him', async () => {
    const before = row();
    const photo = await upload(marco, await png());
    expect(photo).toMatchObject({ status: 201, body: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/) } });
    const saved = await marco.call('PUT', '/api/performer/profile', { json: proposal({ imageUrl: photo.body.url }) });
    expect(saved).toMatchObject({ status: 200, body: { status: 'pending', returnNote: null, languages: ['English', 'Italian'] } });

    const mine = await marco.call('GET', '/api/performer/profile');
    expect(mine.body.live.description).toBe(before.description);
    expect(mine.body.draft).toMatchObject({ imageUrl: photo.body.url, version: saved.body.version });
    // Not public: the row, the public snapshot and the public API are as they were.
    expect(row()).toEqual(before);
    expect(getPublicPerformer(getDb(), MARCO)?.description).toBe(before.description);
    const listed = (await new TestClient('198.51.100.63').call('GET', '/api/performers')).body;
    expect(JSON.stringify(listed)).not.toContain(photo.body.url);

    const entry = lastAudit();
    expect(entry).toMatchObject({ actor: 'performer', staffId: null, action: 'performers.profile.submit', target: `performer ${MARCO}` });
    // The fields he changed, by name (the record keeps short values only).
    expect(entry.changes.map((c) => c.field)).toEqual(['description', 'bioTh', 'languages', 'costumes', 'imageUrl']);
    // Another performer sees only his own.
    expect((await ryan.call('GET', '/api/performer/profile')).body.draft).toBeNull();
  });

  const refusals: [string, Record<string, unknown>, string, Record<string, unknown>][] = [
    ['an empty bio', { description: '  ' }, 'bio_required', {}],
    ['a script in the bio', { description: 'Hi <script>alert(1)</script>' }, 'markup_not_allowed', { piece: '<script>' }],
    ['a handler in the Thai bio', { bioTh: '<p onclick="x()">สวัสดี</p>' }, 'markup_not_allowed', { piece: '<p onclick="x()">' }],
    [
      'a link elsewhere',
      { description: '<a href="https://evil.example/">me</a>' },
      'markup_not_allowed',
      { piece: '<a href="https://evil.example/">' },
    ],
    ['an unclosed tag', { description: '<em>Hi' }, 'markup_unclosed', { tag: '<em>' }],
    ['a bio too long', { description: 'x'.repeat(5001) }, 'bio_too_long', { max: 5000 }],
    ['an empty fact', { height: '' }, 'profile_text_required', {}],
    ['a fact too long', { tattoos: 'x'.repeat(61) }, 'profile_text_too_long', { max: 60 }],
    ['too many languages', { languages: Array.from({ length: 11 }, (_, i) => `L${i}`) }, 'profile_list_too_long', { max: 10 }],
    ['a costume too long', { costumes: ['x'.repeat(61)] }, 'profile_item_too_long', { max: 60 }],
    ['a photo from elsewhere', { imageUrl: 'https://evil.example/me.jpg' }, 'profile_photo_unknown', {}],
    ['an upload that is not his', { additionalImages: ['/uploads/0123456789abcdef0123456789abcdef.webp'] }, 'profile_photo_unknown', {}],
    ['his name', { name: 'Marco the Great' }, 'invalid_value', {}],
    ['his city', { location: 'phuket' }, 'invalid_value', {}],
  ];
  it.each(refusals)('refuses %s with its code, in English and Thai, and changes nothing', async (_label, change, code, params) => {
    const before = { performer: row(), draft: draftRow() };
    const refused = await marco.call('PUT', '/api/performer/profile', { json: proposal(change) });
    expect(refused).toMatchObject({ status: 400, body: { code, params } });
    if (code !== 'invalid_value') {
      expect(refused.body.error).toBe(codedMessage(PROFILE_ERRORS, refused.body, 'en'));
      expect(codedMessage(PROFILE_ERRORS, refused.body, 'th')).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect({ performer: row(), draft: draftRow() }).toEqual(before);
  });

  it("refuses another performer's upload, and every call without a session", async () => {
    const ryans = await upload(ryan, await png(20, 20));
    expect(ryans.status).toBe(201);
    const refused = await marco.call('PUT', '/api/performer/profile', { json: proposal({ additionalImages: [ryans.body.url] }) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'profile_photo_unknown' } });
    const stranger = new TestClient('198.51.100.64');
    expect((await stranger.call('GET', '/api/performer/profile')).status).toBe(401);
    expect((await stranger.call('PUT', '/api/performer/profile', { json: proposal() })).status).toBe(401);
    expect((await upload(stranger, await png())).body).toMatchObject({ code: 'performer_sign_in_needed' });
  });

  it.each(HOSTILE_UPLOADS)('refuses %s as the agency does, recording no upload', async (_label, make, name, type, status) => {
    const refused = await upload(marco, await make(), name, type);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toMatch(/^(photo|upload)_/);
  });

  it('limits his uploads (429 with Retry-After)', async () => {
    // Spend what is left of Ryan's hour (he uploaded above), then his next upload is refused before it is read.
    const spend = () => {
      try {
        limitPhotoUploads(getDb(), performerId('Ryan'));
        return true;
      } catch {
        return false;
      }
    };
    let spent = 0;
    while (spend()) spent += 1;
    expect(spent).toBe(PHOTO_UPLOAD_LIMIT.limit - 1);
    const limited = await upload(ryan, await png());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends the draft back with a note he reads; nothing public changes; saving again clears it', async () => {
    const before = row();
    const waiting = (await admin.call('GET', '/api/admin/profile-drafts')).body;
    const mine = waiting.find((d: { performerId: string }) => d.performerId === MARCO);
    expect(mine).toMatchObject({ name: 'Marco', live: { description: before.description }, draft: { status: 'pending' } });

    const noNote = await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/return`, { version: mine.draft.version, note: ' ' });
    expect(noNote).toMatchObject({
      status: 400,
      body: {
        error: 'Tell the performer what to change',
        code: 'profile_note_required',
        issues: [{ path: 'note', code: 'profile_note_required' }],
      },
    });
    const long = await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/return`, {
      version: mine.draft.version,
      note: 'x'.repeat(501),
    });
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'profile_note_too_long', params: { max: 500 }, issues: [{ path: 'note', code: 'profile_note_too_long' }] },
    });
    expect(draftRow()?.status).toBe('pending');
    const sent = await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/return`, {
      version: mine.draft.version,
      note: 'Please use a brighter main photo',
    });
    expect(sent.status).toBe(200);
    expect(lastAudit()).toMatchObject({
      action: 'performers.profile.return',
      target: `performer ${MARCO}`,
      changes: [{ field: 'reason', to: 'Please use a brighter main photo' }],
    });
    expect((await marco.call('GET', '/api/performer/profile')).body.draft).toMatchObject({
      status: 'returned',
      returnNote: 'Please use a brighter main photo',
    });
    expect(row()).toEqual(before);
    // A draft sent back waits for nothing: the agency cannot approve it, nor is it listed.
    expect(
      (await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: mine.draft.version })).body,
    ).toMatchObject({
      code: 'profile_draft_not_found',
    });
    expect((await admin.call('GET', '/api/admin/profile-drafts')).body).toEqual([]);

    const again = await marco.call('PUT', '/api/performer/profile', { json: proposal() });
    expect(again.body).toMatchObject({ status: 'pending', returnNote: null });
  });

  it('approves only the version read; the public profile then shows it and the draft is gone', async () => {
    const [waiting] = (await admin.call('GET', '/api/admin/profile-drafts')).body;
    const stale = await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: waiting.draft.version - 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'profile_draft_changed' } });
    const before = row();
    expect(getPublicPerformer(getDb(), MARCO)?.description).toBe(before.description);

    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: waiting.draft.version })).status).toBe(
      200,
    );
    const live = getPublicPerformer(getDb(), MARCO)!;
    expect(live).toMatchObject({
      description: proposal().description,
      languages: ['English', 'Italian'],
      costumes: ['Firefighter', 'Tuxedo'],
    });
    expect(publicBioTh(getDb(), MARCO)).toBe('<p>สวัสดีครับ ผม<em>มาร์โก</em></p>');
    expect(draftRow()).toBeUndefined();
    expect(lastAudit()).toMatchObject({
      action: 'performers.profile.approve',
      target: `performer ${MARCO}`,
      changes: expect.arrayContaining([expect.objectContaining({ field: 'languages' })]),
    });
    // What the agency did not see (name, city, styles) is as it was.
    expect(row()).toMatchObject({ name: before.name, location: before.location, availableFor: before.availableFor });
    expect((await marco.call('GET', '/api/performer/profile')).body).toMatchObject({
      draft: null,
      live: { languages: ['English', 'Italian'] },
    });
  });

  it('answers 404 for a performer with no draft and refuses a body without a version', async () => {
    expect(await admin.mutate('POST', `/api/admin/performers/${performerId('Ryan')}/profile/approve`, { version: 1 })).toMatchObject({
      status: 404,
      body: { error: 'No profile changes are waiting from this performer', code: 'profile_draft_not_found' },
    });
    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, {})).status).toBe(400);
  });
});
