// Passkeys beyond the ceremonies' own checks (those are the e2e's): the per-client limits of the
// ceremonies, and the owner deleting one passkey of a person.
import { describe, expect, it } from 'vitest';
import { passkeys } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { PASSKEY_LIMITS } from './passkeys.server';

useTempApp();
const owner = useAdminClient();

/** A stored passkey of the person (the key is never checked here: no ceremony runs). */
function addPasskey(staffId: string, id: string, transports: string[], createdAt: number): void {
  getDb()
    .insert(passkeys)
    .values({ id, staffId, publicKey: Buffer.from('key'), transports, createdAt: new Date(createdAt) })
    .run();
}

describe('the passkey ceremonies’ limits per client', () => {
  it('refuse sign-in and registration options past 30 per 15 minutes with 429 and Retry-After; another client is unaffected', async () => {
    const client = new TestClient('198.51.100.21');
    const csrf = await client.csrf();
    const ask = (path: string) => client.call('POST', path, { json: {}, headers: { 'x-csrf-token': csrf } });
    for (let i = 0; i < PASSKEY_LIMITS.options.limit / 2; i++) {
      expect((await ask('/api/admin/passkeys/login/options')).status).toBe(200);
      // Registration without an invitation or a session is 401, and counts all the same.
      expect((await ask('/api/admin/passkeys/register/options')).status).toBe(401);
    }
    for (const path of ['/api/admin/passkeys/login/options', '/api/admin/passkeys/register/options']) {
      const refused = await ask(path);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      expect(refused.body.error).toMatch(/^Too many requests/);
    }
    const other = new TestClient('198.51.100.22');
    expect((await other.mutate('POST', '/api/admin/passkeys/login/options', {})).status).toBe(200);
  });

  it('refuse verify calls past 20 per 15 minutes, failed ones included, before any check', async () => {
    const client = new TestClient('198.51.100.23');
    const csrf = await client.csrf();
    const verify = (path: string) =>
      client.call('POST', path, { json: { challengeId: 'nope', response: {} }, headers: { 'x-csrf-token': csrf } });
    for (let i = 0; i < PASSKEY_LIMITS.verify.limit / 2; i++) {
      expect((await verify('/api/admin/passkeys/login/verify')).status).toBe(400);
      expect((await verify('/api/admin/passkeys/register/verify')).status).not.toBe(429);
    }
    const refused = await verify('/api/admin/passkeys/login/verify');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await verify('/api/admin/passkeys/register/verify')).status).toBe(429);
  });
});

describe('the passkey ceremonies’ refusals', () => {
  it('refuse an unknown challenge, and a second device for the password owner, who is no person', async () => {
    const response = { id: 'unknown', rawId: 'unknown', type: 'public-key', response: { clientDataJSON: '' } };
    expect(
      await new TestClient('198.51.100.24').mutate('POST', '/api/admin/passkeys/login/verify', { challengeId: 'nope', response }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The passkey could not be verified. Please try again.', code: 'passkey_refused', params: {} },
    });
    expect(await owner.mutate('POST', '/api/admin/passkeys/register/options', {})).toMatchObject({
      status: 400,
      body: {
        error: 'The password owner has no person to add a passkey to: invite yourself from the Staff tab',
        code: 'passkey_owner_without_person',
        params: {},
      },
    });
  });
});

describe('DELETE /api/admin/staff/{id}/passkeys/{passkeyId}', () => {
  it('lists a person’s passkeys for the owner, deletes one, ends the person’s sessions and records it once', async () => {
    const id = addPerson('Sara', 'sara@example.com', 'staff');
    addPasskey(id, 'phone-credential-aaaa1111', ['internal', 'hybrid'], Date.UTC(2026, 0, 5));
    addPasskey(id, 'key-credential-bbbb2222', ['usb'], Date.UTC(2026, 1, 5));
    const sara = await clientAs(id, 'staff');
    const list = await owner.call('GET', `/api/admin/staff/${id}/passkeys`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: 'phone-credential-aaaa1111', transports: ['internal', 'hybrid'], createdAt: '2026-01-05T00:00:00.000Z', lastUsedAt: null },
      { id: 'key-credential-bbbb2222', transports: ['usb'], createdAt: '2026-02-05T00:00:00.000Z', lastUsedAt: null },
    ]);

    const audit = () => getDb().$client.prepare("select * from audit_log where action = 'passkeys.delete'").all() as { target: string }[];
    const removed = await owner.mutate('DELETE', `/api/admin/staff/${id}/passkeys/phone-credential-aaaa1111`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ left: 1 });
    expect((await sara.call('GET', '/api/admin/bookings')).status).toBe(401);
    expect((await owner.call('GET', `/api/admin/staff/${id}/passkeys`)).body.map((p: { id: string }) => p.id)).toEqual([
      'key-credential-bbbb2222',
    ]);
    expect(audit()).toHaveLength(1);
    expect(audit()[0]!.target).toBe(`staff ${id}`);
    expect((await owner.call('GET', '/api/admin/staff')).body.find((p: { id: string }) => p.id === id).passkeys).toBe(1);

    // The last passkey may go too: the person then has none and needs a new invitation.
    expect((await owner.mutate('DELETE', `/api/admin/staff/${id}/passkeys/key-credential-bbbb2222`)).body).toEqual({ left: 0 });
    expect(audit()).toHaveLength(2);
  });

  it('answers 404 for a passkey that is not that person’s, and a staff member gets 403', async () => {
    const a = addPerson('Teo', 'teo@example.com', 'staff');
    const b = addPerson('Ugo', 'ugo@example.com', 'staff');
    addPasskey(a, 'teo-credential', ['internal'], Date.now());
    expect((await owner.mutate('DELETE', `/api/admin/staff/${b}/passkeys/teo-credential`)).status).toBe(404);
    expect(await owner.mutate('DELETE', `/api/admin/staff/${a}/passkeys/unknown`)).toMatchObject({
      status: 404,
      body: { error: 'Passkey not found', code: 'passkey_not_found', params: {} },
    });
    expect((await owner.call('GET', '/api/admin/staff/unknown/passkeys')).status).toBe(404);
    const teo = await clientAs(a, 'staff');
    expect((await teo.mutate('DELETE', `/api/admin/staff/${a}/passkeys/teo-credential`)).status).toBe(403);
    expect((await teo.call('GET', `/api/admin/staff/${a}/passkeys`)).status).toBe(403);
    expect(getDb().$client.prepare("select count(*) as n from passkeys where id = 'teo-credential'").get()).toEqual({ n: 1 });
  });

  it('keeps the session of an owner who deletes a passkey of their own', async () => {
    const id = addPerson('Vera', 'vera@example.com', 'owner');
    addPasskey(id, 'vera-old', ['usb'], Date.now());
    const vera = await clientAs(id, 'owner');
    expect((await vera.mutate('DELETE', `/api/admin/staff/${id}/passkeys/vera-old`)).body).toEqual({ left: 0 });
    expect((await vera.call('GET', '/api/admin/bookings')).status).toBe(200);
  });
});
