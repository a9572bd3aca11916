// The site's editable texts through the real routes on a real SQLite file: the list, a publish, the history and the
// undo chain, each refusal (unknown key, each field's 400, a stale edit) leaving the stored versions as they were, the
// owner's grant to a staff member, and each publish and undo in the record.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, siteTexts } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { overridable } from '@/lib/server/text-overrides';
import { m } from '@/paraglide/messages';
import { catalogueText, CONTENT_REGISTRY } from './registry';
import { loadPublishedTexts } from './published-texts.server';
import { PASSWORD_OWNER_NAME } from '@/lib/actor-names';

useTempApp();
const owner = useAdminClient();

const versions = () => getDb().select().from(siteTexts).all();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
const item = async (key: string) =>
  (await owner.call('GET', '/api/admin/content')).body.items.find((i: { key: string }) => i.key === key) as Record<string, unknown>;
const HERO = '/api/admin/content/home_hero_text';

describe('GET /api/admin/content', () => {
  it('lists every editable text with the catalogue’s words while no one has edited it', async () => {
    const list = await owner.call('GET', '/api/admin/content');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(CONTENT_REGISTRY.length);
    expect(await item('home_hero_text')).toEqual({
      key: 'home_hero_text',
      page: 'home',
      section: 'hero',
      en: catalogueText('home_hero_text', 'en'),
      th: catalogueText('home_hero_text', 'th'),
      updatedAt: null,
      updatedBy: null,
      thFallback: false,
      limit: 1500,
      markup: true,
    });
    expect(await item('home_h1')).toMatchObject({ page: 'home', markup: false, limit: 160 });
  });
});

describe('PUT /api/admin/content/{key}', () => {
  it('refuses each bad edit with its code on its field, and stores nothing', async () => {
    const refusals = [
      [{ en: 'x'.repeat(1501), updatedAt: null }, 'en', 'content_too_long'],
      [{ th: 'ก'.repeat(1501), updatedAt: null }, 'th', 'content_too_long'],
      [{ en: '  ', updatedAt: null }, 'en', 'content_en_required'],
      [{ en: 'Hi <script>x</script>', updatedAt: null }, 'en', 'markup_not_allowed'],
      [{ th: '<a href="https://evil.example">x</a>', updatedAt: null }, 'th', 'markup_not_allowed'],
      [{ en: '<em>open', updatedAt: null }, 'en', 'markup_unclosed'],
      [{ en: 'Hello {town}', updatedAt: null }, 'en', 'content_placeholder'],
    ] as const;
    for (const [body, path, code] of refusals) {
      const answer = await owner.mutate('PUT', HERO, body);
      expect(answer.status, code).toBe(400);
      expect(answer.body).toMatchObject({ code, issues: [{ path, code }] });
    }
    // A title allows no markup at all, not even the small one.
    expect(await owner.mutate('PUT', '/api/admin/content/home_h1', { en: 'A <em>big</em> party', updatedAt: null })).toMatchObject({
      status: 400,
      body: { code: 'markup_not_allowed', params: { piece: '<em>' }, issues: [{ path: 'en' }] },
    });
    expect((await owner.mutate('PUT', HERO, { updatedAt: null })).status).toBe(400);
    expect((await owner.mutate('PUT', '/api/admin/content/no_such_text', { en: 'Hi', updatedAt: null })).body).toMatchObject({
      code: 'content_not_found',
    });
    expect((await owner.mutate('PUT', '/api/admin/content/error_too_long', { en: 'Hi', updatedAt: null })).status).toBe(404);
    expect(versions()).toEqual([]);
  });

  it('publishes a version, answers it, records it; a stale edit is 409 and changes nothing', async () => {
    const saved = await owner.mutate('PUT', HERO, { en: 'Songkran <em>special</em>: book now', th: '', updatedAt: null });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      en: 'Songkran <em>special</em>: book now',
      th: 'Songkran <em>special</em>: book now',
      thFallback: true,
    });
    expect(saved.body.updatedBy).toBe(PASSWORD_OWNER_NAME);
    expect(await item('home_hero_text')).toEqual(saved.body);
    expect(lastAudit()).toMatchObject({ action: 'content.update', target: 'content home_hero_text' });
    expect(lastAudit().changes.map((c) => c.field)).toEqual(['en', 'th']);

    // Someone who read the text before this save (null) is refused, and so is a made-up version.
    for (const updatedAt of [null, '2020-01-01T00:00:00.000Z']) {
      const stale = await owner.mutate('PUT', HERO, { en: 'Mine', updatedAt });
      expect(stale).toMatchObject({ status: 409, body: { code: 'content_changed' } });
    }
    expect(versions()).toHaveLength(1);

    // Only Thai: the English stays as published.
    const thai = await owner.mutate('PUT', HERO, { th: 'สงกรานต์', updatedAt: saved.body.updatedAt });
    expect(thai.body).toMatchObject({ en: 'Songkran <em>special</em>: book now', th: 'สงกรานต์', thFallback: false });
    expect(lastAudit().changes.map((c) => c.field)).toEqual(['th']);
  });
});

describe('history and undo', () => {
  it('lists versions newest first, ending with the catalogue; each undo goes one further back, as a new version', async () => {
    const key = 'footer_blurb';
    const url = `/api/admin/content/${key}`;
    const first = await owner.mutate('PUT', url, { en: 'One. {tagline}', updatedAt: null });
    const second = await owner.mutate('PUT', url, { en: 'Two', th: 'สอง', updatedAt: first.body.updatedAt });
    const history = await owner.call('GET', `${url}/history`);
    expect(history.status).toBe(200);
    expect(history.body.items.map((v: { en: string }) => v.en)).toEqual(['Two', 'One. {tagline}', catalogueText(key, 'en')]);
    expect(history.body.items.at(-1)).toMatchObject({ updatedAt: null, updatedBy: null, th: catalogueText(key, 'th') });

    // Stale: the version read is not the one published.
    expect(await owner.mutate('POST', `${url}/undo`, { updatedAt: first.body.updatedAt })).toMatchObject({
      status: 409,
      body: { code: 'content_changed' },
    });
    const undone = await owner.mutate('POST', `${url}/undo`, { updatedAt: second.body.updatedAt });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ en: 'One. {tagline}', th: catalogueText(key, 'th') });
    expect(lastAudit()).toMatchObject({ action: 'content.undo', target: `content ${key}` });
    const back = await owner.mutate('POST', `${url}/undo`, { updatedAt: undone.body.updatedAt });
    expect(back.body).toMatchObject({ en: catalogueText(key, 'en'), th: catalogueText(key, 'th') });
    expect(await owner.mutate('POST', `${url}/undo`, { updatedAt: back.body.updatedAt })).toMatchObject({
      status: 409,
      body: { code: 'content_nothing_to_undo' },
    });
    // Nothing was deleted: two saves and two undos.
    expect((await owner.call('GET', `${url}/history`)).body.items).toHaveLength(5);
    expect(await owner.mutate('POST', '/api/admin/content/home_hero/undo', { updatedAt: null })).toMatchObject({ status: 404 });
    expect(await owner.mutate('POST', '/api/admin/content/home_h1/undo', { updatedAt: null })).toMatchObject({
      status: 409,
      body: { code: 'content_nothing_to_undo' },
    });
    expect((await owner.call('GET', '/api/admin/content/nope/history')).status).toBe(404);
  });
});

describe('who may edit', () => {
  it('a staff member needs the owner’s grant (403 before, then allowed); the grant is in the staff list and the record', async () => {
    const id = addPerson('Giulia', 'giulia@example.com', 'staff');
    const giulia = await clientAs(id, 'staff');
    const count = versions().length;
    expect(await giulia.call('GET', '/api/admin/content')).toMatchObject({ status: 403, body: { code: 'content_not_allowed' } });
    expect((await giulia.mutate('PUT', HERO, { en: 'Hi', updatedAt: null })).status).toBe(403);
    expect((await giulia.mutate('POST', `${HERO}/undo`, { updatedAt: null })).status).toBe(403);
    expect((await giulia.call('GET', `${HERO}/history`)).status).toBe(403);
    expect(versions()).toHaveLength(count);
    // Only the owner grants it.
    expect((await giulia.mutate('PATCH', `/api/admin/staff/${id}`, { canEditContent: true })).status).toBe(403);

    const granted = await owner.mutate('PATCH', `/api/admin/staff/${id}`, { canEditContent: true });
    expect(granted).toMatchObject({ status: 200, body: { canEditContent: true } });
    expect(lastAudit().changes).toEqual([{ field: 'canEditContent', from: 'false', to: 'true' }]);
    const current = await item('home_hero_text');
    const saved = await giulia.mutate('PUT', HERO, { en: 'From Giulia', updatedAt: current.updatedAt });
    expect(saved).toMatchObject({ status: 200, body: { en: 'From Giulia', updatedBy: 'Giulia' } });
  });
});

describe('what the server renders', () => {
  // The build wraps every message of the server's bundles so (scripts/server-text-overrides.mjs); e2e/site-content.spec.ts renders the pages.
  const intro = overridable('listing_intro_strippers', m.listing_intro_strippers);
  const say = (locale: 'en' | 'th') => String(intro({ city: 'Pattaya' }, { locale }));

  it('renders the published text at once, the English on the Thai page while the Thai is empty, and the catalogue after the undo', async () => {
    const url = '/api/admin/content/listing_intro_strippers';
    expect(say('en')).toBe(m.listing_intro_strippers({ city: 'Pattaya' }, { locale: 'en' }));
    const saved = await owner.mutate('PUT', url, { en: 'Hens in {city} & <strong>more</strong>', th: '', updatedAt: null });
    expect(say('en')).toBe('Hens in Pattaya &amp; <strong>more</strong>');
    expect(say('th')).toBe('Hens in Pattaya &amp; <strong>more</strong>');
    const thai = await owner.mutate('PUT', url, { th: 'ปาร์ตี้ที่{city}', updatedAt: saved.body.updatedAt });
    expect(say('th')).toBe('ปาร์ตี้ที่Pattaya');
    // A restart reads the same from the database.
    loadPublishedTexts(getDb());
    expect(say('th')).toBe('ปาร์ตี้ที่Pattaya');
    const undone = await owner.mutate('POST', `${url}/undo`, { updatedAt: thai.body.updatedAt });
    await owner.mutate('POST', `${url}/undo`, { updatedAt: undone.body.updatedAt });
    expect(say('en')).toBe(m.listing_intro_strippers({ city: 'Pattaya' }, { locale: 'en' }));
    expect(say('th')).toBe(m.listing_intro_strippers({ city: 'Pattaya' }, { locale: 'th' }));
  });
});
