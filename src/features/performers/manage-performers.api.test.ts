// The admin performer endpoints on a real database, and their effect on the public list.
import { describe, expect, it } from 'vitest';
import { GET as publicPerformers } from '@/pages/api/performers';
import { fakeContext } from '@test/context';
import { useAdminClient, useTempApp } from '@test/client';
import { eq } from 'drizzle-orm';
import { performers } from '@db/schema';
import { getDb } from '@/lib/server/db';

useTempApp();
const admin = useAdminClient();

const listPublic = async () =>
  (await (await publicPerformers(fakeContext(new Request('http://localhost/api/performers')))).json()) as { id: string; name: string }[];
const valid = { name: 'Test Performer', description: 'Tall and charming.', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' };

describe('admin performers', () => {
  it('lists every performer, unavailable ones too, in display order', async () => {
    const { status, body } = await admin.call('GET', '/api/admin/performers');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(15);
    expect(body[0]).toHaveProperty('isAvailable');
    const orders = body.map((p: { displayOrder: number }) => p.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
  });

  it('creates a performer at the end with defaults, trimmed costumes and duplicates removed', async () => {
    const { status, body } = await admin.mutate('POST', '/api/admin/performers', {
      ...valid,
      location: 'phuket',
      costumes: ['  Cowboy ', 'cowboy', '', 'Pilot'],
      tags: ['Male Stripper', 'Male Stripper', 'Classic'],
      availableFor: ['topless', 'topless', 'duo'],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Test Performer',
      location: 'phuket',
      costumes: ['Cowboy', 'Pilot'],
      tags: ['Male Stripper', 'Classic'],
      availableFor: ['topless', 'duo'],
      height: "5'10",
      eyeColor: 'Brown',
      hairColor: 'Brown',
      tattoos: 'None',
      isAvailable: true,
    });
    const all = (await admin.call('GET', '/api/admin/performers')).body;
    expect(all.at(-1).id).toBe(body.id);
    expect((await listPublic()).map((p) => p.id)).toContain(body.id);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, description: undefined }, 'Description is required'],
    [{ ...valid, imageUrl: '' }, 'Main photo is required'],
    [{ ...valid, imageUrl: 'javascript:alert(1)' }, 'Image must be an http(s) URL, a path starting with / or an image file name'],
    [{ ...valid, imageUrl: '//evil.example/x.jpg' }, 'Image must be an http(s) URL, a path starting with / or an image file name'],
    [{ ...valid, location: 'Hanoi' }, 'Location must be Bangkok, Pattaya or Phuket'],
    [{ ...valid, availableFor: ['everything'] }, 'availableFor takes topless, underwear, fullmonty or duo'],
    [{ ...valid, isAvailable: 'yes' }, 'isAvailable must be true or false'],
    [{ ...valid, costumes: 'Cowboy' }, 'Must be a list'],
  ])('refuses %j with 400', async (input, error) => {
    const before = (await admin.call('GET', '/api/admin/performers')).body.length;
    const { status, body } = await admin.mutate('POST', '/api/admin/performers', input);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(body.issues.length).toBeGreaterThan(0);
    expect((await admin.call('GET', '/api/admin/performers')).body.length).toBe(before);
  });

  it("holds the agency's bio to the performer's markup rule, a stored older bio kept until it is changed", async () => {
    const refused = await admin.mutate('POST', '/api/admin/performers', { ...valid, description: 'Hi <img src=x onerror=alert(1)>' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'markup_not_allowed', params: { piece: '<img src=x onerror=alert(1)>' }, issues: [{ path: 'description' }] },
    });
    const made = await admin.mutate('POST', '/api/admin/performers', {
      ...valid,
      description: '<p>Tall and <em>charming</em>.</p>',
      languages: [' English', 'english', 'Thai'],
    });
    expect(made).toMatchObject({
      status: 201,
      body: { description: '<p>Tall and <em>charming</em>.</p>', languages: ['English', 'Thai'] },
    });
    // A bio written before the rule (a heart as '<3'): the agency still switches him off; changing the bio follows the rule.
    getDb().update(performers).set({ bioTh: 'รัก <3' }).where(eq(performers.id, made.body.id)).run();
    expect((await admin.mutate('PUT', `/api/admin/performers/${made.body.id}`, { isAvailable: false, bioTh: 'รัก <3' })).status).toBe(200);
    const changed = await admin.mutate('PUT', `/api/admin/performers/${made.body.id}`, { bioTh: 'รัก <script>' });
    expect(changed).toMatchObject({ status: 400, body: { code: 'markup_not_allowed', params: { piece: '<script>' } } });
    expect(getDb().select().from(performers).where(eq(performers.id, made.body.id)).get()?.bioTh).toBe('รัก <3');
  });

  it('updates fields, keeps the others, and hides an unavailable performer from the public list', async () => {
    const target = (await admin.call('GET', '/api/admin/performers')).body[0];
    const { status, body } = await admin.mutate('PUT', `/api/admin/performers/${target.id}`, {
      isAvailable: false,
      costumes: [' Sailor', 'sailor'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: target.id, name: target.name, isAvailable: false, costumes: ['Sailor'] });
    expect((await listPublic()).map((p) => p.id)).not.toContain(target.id);
    expect((await admin.call('GET', '/api/admin/performers')).body.map((p: { id: string }) => p.id)).toContain(target.id);
    expect((await admin.mutate('PUT', `/api/admin/performers/${target.id}`, { name: '' })).status).toBe(400);
    await admin.mutate('PUT', `/api/admin/performers/${target.id}`, { isAvailable: true });
    expect((await listPublic()).map((p) => p.id)).toContain(target.id);
    expect((await admin.mutate('PUT', '/api/admin/performers/no-such-id', { name: 'X' })).status).toBe(404);
  });

  it('moves a performer up and down, refusing the first going up and the last going down with 409', async () => {
    const ids = async () => (await admin.call('GET', '/api/admin/performers')).body.map((p: { id: string }) => p.id);
    const start: string[] = await ids();
    const [first, second] = start as [string, string];
    const last = start.at(-1)!;
    expect(await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: first, direction: 'up' })).toMatchObject({
      status: 409,
      body: { error: 'The first performer cannot move up', code: 'performer_first', params: {} },
    });
    const down = await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: last, direction: 'down' });
    expect(down).toMatchObject({ status: 409, body: { error: 'The last performer cannot move down', code: 'performer_last', params: {} } });
    expect(await ids()).toEqual(start);
    const moved = await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: second, direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await ids()).slice(0, 2)).toEqual([second, first]);
    expect((await listPublic()).slice(0, 2).map((p) => p.id)).toEqual([second, first]);
    await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: start.at(-2), direction: 'down' });
    expect((await ids()).slice(-2)).toEqual([last, start.at(-2)]);
    expect((await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: first, direction: 'sideways' })).status).toBe(400);
    expect((await admin.mutate('PUT', '/api/admin/performers/reorder', { performerId: 'nope', direction: 'up' })).status).toBe(404);
  });

  it('deletes a performer (404 the second time)', async () => {
    const created = (await admin.mutate('POST', '/api/admin/performers', valid)).body;
    expect((await admin.mutate('DELETE', `/api/admin/performers/${created.id}`)).status).toBe(200);
    expect((await admin.mutate('DELETE', `/api/admin/performers/${created.id}`)).status).toBe(404);
    expect((await listPublic()).map((p) => p.id)).not.toContain(created.id);
  });
});
