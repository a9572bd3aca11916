// What follows a performer's draft, through the real routes, a real database, real files and a real SMTP listener:
// the agency's decision e-mailed to him in his language (the note with it), his withdrawal of a waiting draft, and
// the photos no draft names any more deleted from disk and from kept_files, while approved ones become live once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, keptFiles, performerPhotoUploads, performerProfileDrafts, performers } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { uploadsDir } from '@/lib/server/config';
import { signInLinksSettled } from '@/lib/server/sign-in-links';
import { outboxIdle } from '@/features/notifications/sender.server';
import { codedMessage } from '@/lib/error-codes';
import { png } from '@test/images';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { performerId } from '@test/performer-portal';
import { PROFILE_ERRORS } from './profile-errors';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient('203.0.113.70');
const marco = new TestClient('198.51.100.71');
const jake = new TestClient('198.51.100.72');
const MARCO = performerId('Marco');
const JAKE = performerId('Jake');

/** Signs a performer in from the portal page of `locale`, reading his link at the SMTP listener. */
async function signIn(phone: TestClient, name: string, email: string, locale: 'en' | 'th') {
  expect((await admin.mutate('PUT', `/api/admin/performers/${performerId(name)}`, { email })).status).toBe(200);
  expect((await phone.call('POST', '/api/performer/link', { json: { email, locale } })).status).toBe(202);
  await signInLinksSettled();
  await outboxIdle(getDb());
  const mail = smtp.messages.findLast((message) => message.envelopeTo.includes(email))!;
  const token = /\/performer-login\?token=([\w-]+)/.exec(mail.parsed.text ?? '')![1];
  expect((await phone.call('POST', '/api/performer/session', { json: { token } })).status).toBe(200);
}

const row = (id: string) => getDb().select().from(performers).where(eq(performers.id, id)).get()!;
const draftOf = (id: string) => getDb().select().from(performerProfileDrafts).where(eq(performerProfileDrafts.performerId, id)).get();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
const nameOf = (url: string) => url.replace('/uploads/', '');
/** Where a stored photo is: on disk, in kept_files, as his upload. */
const stored = (url: string) => ({
  file: existsSync(path.join(uploadsDir(), nameOf(url))),
  kept: Boolean(
    getDb()
      .select()
      .from(keptFiles)
      .where(and(eq(keptFiles.folder, 'uploads'), eq(keptFiles.name, nameOf(url))))
      .get(),
  ),
  upload: Boolean(getDb().select().from(performerPhotoUploads).where(eq(performerPhotoUploads.url, url)).get()),
});
const GONE = { file: false, kept: false, upload: false };
const UPLOADED = { file: true, kept: true, upload: true };
const LIVE = { file: true, kept: true, upload: false };

async function upload(phone: TestClient): Promise<string> {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(await png())], 'me.png', { type: 'image/png' }));
  const answer = await phone.call('POST', '/api/performer/photo', { body: form });
  expect(answer.status).toBe(201);
  return answer.body.url as string;
}

/** Saves a draft from his live profile with these photos. */
async function save(phone: TestClient, id: string, photos: { imageUrl?: string; additionalImages?: string[] }) {
  const live = row(id);
  const answer = await phone.call('PUT', '/api/performer/profile', {
    json: {
      description: `${live.description} (new)`,
      bioTh: null,
      height: live.height,
      eyeColor: live.eyeColor,
      hairColor: live.hairColor,
      tattoos: live.tattoos,
      languages: live.languages,
      costumes: live.costumes,
      imageUrl: photos.imageUrl ?? live.imageUrl,
      additionalImages: photos.additionalImages ?? live.additionalImages,
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.version as number;
}

const mailTo = async (email: string) => {
  await outboxIdle(getDb());
  return smtp.messages.filter((message) => message.envelopeTo.includes(email)).at(-1)!.parsed;
};

describe("the agency's decision, his withdrawal, and his photos", () => {
  beforeAll(async () => {
    await signIn(marco, 'Marco', 'marco.profile@example.com', 'en');
    await signIn(jake, 'Jake', 'jake.profile@example.com', 'th');
  });

  it('withdraws a waiting draft: the agency no longer lists it, its photos are deleted, the record says so', async () => {
    const nothing = await marco.call('DELETE', '/api/performer/profile');
    expect(nothing).toMatchObject({ status: 404, body: { code: 'profile_nothing_waiting' } });
    expect(codedMessage(PROFILE_ERRORS, nothing.body, 'th')).toMatch(/[\u0E00-\u0E7F]/);

    const photo = await upload(marco);
    const unused = await upload(marco);
    await save(marco, MARCO, { imageUrl: photo });
    expect([stored(photo), stored(unused)]).toEqual([UPLOADED, GONE]); // the save drops the upload it does not name
    expect((await admin.call('GET', '/api/admin/profile-drafts')).body).toHaveLength(1);

    expect(await marco.call('DELETE', '/api/performer/profile')).toMatchObject({ status: 200, body: { success: true } });
    expect(draftOf(MARCO)).toBeUndefined();
    expect(stored(photo)).toEqual(GONE);
    expect((await admin.call('GET', '/api/admin/profile-drafts')).body).toEqual([]);
    expect(lastAudit()).toMatchObject({ actor: 'performer', action: 'performers.profile.withdraw', target: `performer ${MARCO}` });
    expect((await marco.call('GET', '/api/performer/profile')).body.draft).toBeNull();
    expect(row(MARCO).imageUrl).not.toBe(photo);
  });

  it('sends a draft back: he gets the note by e-mail in Thai; replacing it deletes the photo it dropped', async () => {
    const first = await upload(jake);
    const version = await save(jake, JAKE, { additionalImages: [first] });
    const note = 'ใช้รูปที่สว่างกว่านี้ please';
    expect((await admin.mutate('POST', `/api/admin/performers/${JAKE}/profile/return`, { version, note })).status).toBe(200);
    const mail = await mailTo('jake.profile@example.com');
    expect(mail.subject).toBe('เอเจนซีส่งการแก้ไขโปรไฟล์ของคุณกลับมา');
    expect(mail.text).toContain(note);
    expect(mail.text).toMatch(/\/th\/me\b/);
    expect(mail.text).not.toMatch(/sent your profile changes back/);

    const second = await upload(jake);
    await save(jake, JAKE, { additionalImages: [second] });
    expect([stored(first), stored(second)]).toEqual([GONE, UPLOADED]);
  });

  it('approves: the photos become live once, the live photo it replaced goes, and he is told in English', async () => {
    const oldMain = await upload(marco);
    const v1 = await save(marco, MARCO, { imageUrl: oldMain });
    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: v1 })).status).toBe(200);
    expect(row(MARCO).imageUrl).toBe(oldMain);
    expect(stored(oldMain)).toEqual(LIVE);
    const mail = await mailTo('marco.profile@example.com');
    expect(mail.subject).toBe('Your profile changes are live');
    expect(mail.text).toContain('The agency approved your profile changes');
    expect(mail.text).toMatch(/\/me\b/);

    // His next draft keeps the live main photo as a second one, and the approval after it keeps it: nothing is deleted twice.
    const newMain = await upload(marco);
    const v2 = await save(marco, MARCO, { imageUrl: newMain, additionalImages: [oldMain] });
    expect(stored(oldMain)).toEqual(LIVE);
    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: v2 })).status).toBe(200);
    expect(row(MARCO)).toMatchObject({ imageUrl: newMain, additionalImages: [oldMain] });
    expect([stored(newMain), stored(oldMain)]).toEqual([LIVE, LIVE]);

    // A draft without the old photo, approved: the photo no profile names any more is deleted.
    const v3 = await save(marco, MARCO, { additionalImages: [] });
    expect(stored(oldMain)).toEqual(LIVE); // still live until the agency approves
    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: v3 })).status).toBe(200);
    expect([stored(newMain), stored(oldMain)]).toEqual([LIVE, GONE]);
  });

  it('a refused decision sends nothing', async () => {
    const before = smtp.messages.length;
    expect((await admin.mutate('POST', `/api/admin/performers/${MARCO}/profile/approve`, { version: 1 })).status).toBe(404);
    await outboxIdle(getDb());
    expect(smtp.messages).toHaveLength(before);
  });
});
