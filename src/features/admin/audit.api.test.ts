// The record of who did what: one entry per admin write with the right actor, none for a refused one,
// sign-ins and failed sign-ins, the owner-only list with its filters, and no customer data in it.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, performers, pricingItems } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { createSignInToken } from '@/features/dashboard/dashboard-auth.server';
import { bookingFactory } from '@test/booking-rows';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { apiRoutes, handlerOf, verbsOf } from '@test/router';
import { addPerson, clientAs } from '@test/staff';
import type { DeclaredRoute } from '@/lib/server/guards';
import { CUSTOMER_NAME, PASSWORD_OWNER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME } from '@/lib/actor-names';
import { appendAudit, bookingTarget, CUSTOMER_ACTOR, PERFORMER_ACTOR } from '@/lib/server/audit';

useTempApp();
const book = bookingFactory(getDb);
const entries = () => getDb().select().from(auditLog).orderBy(auditLog.id).all();
const ID = '00000000-0000-4000-8000-000000000000';

describe('the audit record', () => {
  it('records a staff member changing a booking status: actor, role, target by reference, before/after, address', async () => {
    const giuliaId = addPerson('Giulia', 'giulia@example.com', 'staff');
    const giulia = await clientAs(giuliaId, 'staff', '198.51.100.20');
    const booking = book({ customerName: 'Zed Customer', customerEmail: 'zed@example.com' });
    const before = entries().length;
    const response = await giulia.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'cancelled' });
    expect(response.status).toBe(200);
    const added = entries().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      staffId: giuliaId,
      actor: 'Giulia',
      role: 'staff',
      action: 'bookings.status',
      target: `booking ${bookingReference(booking.id)}`,
      changes: [{ field: 'status', from: 'pending', to: 'cancelled' }],
      ip: '198.51.100.20',
    });
    const history = await giulia.call('GET', `/api/admin/bookings/${booking.id}/history`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ actor: 'Giulia', action: 'bookings.status' });
  });

  it('records the password sign-in and a failed one, not a refused write', async () => {
    const before = entries().length;
    const owner = new TestClient('198.51.100.21');
    expect((await owner.login('wrong password')).status).toBe(401);
    expect((await owner.login(TEST_PASSWORD)).status).toBe(200);
    expect(
      entries()
        .slice(before)
        .map((e) => [e.action, e.actor, e.role, e.ip]),
    ).toEqual([
      ['sign-in.failed', PASSWORD_OWNER_NAME, null, '198.51.100.21'],
      ['sign-in', PASSWORD_OWNER_NAME, 'owner', '198.51.100.21'],
    ]);
    const staff = await clientAs(addPerson('Luca', 'luca@example.com', 'staff'), 'staff');
    const mark = entries().length;
    expect((await staff.mutate('PUT', `/api/admin/pricing/${ID}`, { price: 1 })).status).toBe(403);
    expect((await owner.mutate('PATCH', `/api/admin/bookings/${ID}/status`, { status: 'nope' })).status).toBe(400);
    expect((await owner.mutate('DELETE', `/api/admin/bookings/${ID}`)).status).toBe(404);
    expect(entries().length).toBe(mark);
  });

  it('leaves exactly one entry per successful write and none per refused one, on every admin write route', async () => {
    const owner = await clientAs(addPerson('Olga', 'olga@example.com', 'owner'), 'owner');
    const booking = book();
    let writes = 0;
    for (const route of apiRoutes.filter((r) => r.file.startsWith('/api/admin/') || r.file.startsWith('/api/upload/'))) {
      for (const verb of await verbsOf(route)) {
        const handler = (await handlerOf(route, verb)) as DeclaredRoute;
        if (verb === 'GET' || handler.access === 'open' || route.file.endsWith('/logout.ts')) continue;
        const path = route.path((param) => (param === 'id' && route.file.startsWith('/api/admin/bookings/') ? booking.id : ID));
        const before = entries().length;
        const response = await owner.mutate(verb, path, {});
        const added = entries().slice(before);
        expect(added.length, `${verb} ${path} → ${response.status}`).toBe(response.status < 400 ? 1 : 0);
        if (added[0]) {
          writes += 1;
          expect(added[0]).toMatchObject({ actor: 'Olga', role: 'owner' });
        }
      }
    }
    expect(writes).toBeGreaterThan(0);
    const before = entries().length;
    expect((await owner.mutate('POST', '/api/admin/logout', {})).status).toBe(200);
    expect(
      entries()
        .slice(before)
        .map((e) => [e.action, e.actor]),
    ).toEqual([['logout.create', 'Olga']]);
  });

  it('records an export, a read that is recorded', async () => {
    const owner = await clientAs(addPerson('Pia', 'pia@example.com', 'owner'), 'owner');
    const before = entries().length;
    expect((await owner.call('GET', '/api/admin/bookings/export.csv')).status).toBe(200);
    expect(entries().slice(before)).toMatchObject([{ actor: 'Pia', action: 'bookings.export.csv' }]);
  });

  it('lists entries newest first to the owner only, filtered by person, action and date, paged; never editable', async () => {
    const owner = await clientAs(addPerson('Rita', 'rita@example.com', 'owner'), 'owner');
    const samId = addPerson('Sam', 'sam@example.com', 'staff');
    const sam = await clientAs(samId, 'staff');
    // A show that has taken place: one still to come cannot be completed.
    const booking = book({ eventDate: '2026-01-10' });
    await sam.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'completed' });
    await sam.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'pending' });
    expect((await sam.call('GET', '/api/admin/audit')).status).toBe(403);
    const all = await owner.call('GET', '/api/admin/audit?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.total / 2));
    expect(all.body.items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: 'Sam',
      staffId: samId,
      role: 'staff',
      action: 'bookings.status',
      target: `booking ${bookingReference(booking.id)}`,
      targetName: { kind: 'booking', name: bookingReference(booking.id) },
      changes: [{ field: 'status', from: 'completed', to: 'pending' }],
      ip: '203.0.113.7',
    });
    const mine = await owner.call('GET', `/api/admin/audit?person=${samId}&action=bookings`);
    expect(mine.body.total).toBe(2);
    expect(
      (await owner.call('GET', '/api/admin/audit?action=sign-in')).body.items.every((e: { action: string }) =>
        e.action.startsWith('sign-in'),
      ),
    ).toBe(true);
    expect((await owner.call('GET', '/api/admin/audit?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    expect((await owner.call('GET', '/api/admin/audit?from=yesterday')).status).toBe(400);
    for (const verb of ['POST', 'PUT', 'PATCH', 'DELETE']) expect((await owner.mutate(verb, '/api/admin/audit', {})).status).toBe(405);
  });

  it("lists as the password's owner only what the password did, not a customer's, a performer's or an unknown passkey's entries", async () => {
    const owner = await clientAs(addPerson('Vera', 'vera@example.com', 'owner'), 'owner');
    appendAudit(getDb(), { actor: CUSTOMER_ACTOR, action: 'bookings.customer-cancel', target: bookingTarget(book().id) });
    appendAudit(getDb(), { actor: PERFORMER_ACTOR, action: 'performers.profile.withdraw', target: `performer ${ID}` });
    const response = { id: 'unknown', rawId: 'unknown', type: 'public-key', response: { clientDataJSON: '' } };
    const passkey = new TestClient('198.51.100.30');
    expect((await passkey.mutate('POST', '/api/admin/passkeys/login/verify', { challengeId: 'nope', response })).status).toBe(400);
    expect((await new TestClient('198.51.100.31').login('wrong password')).status).toBe(401);
    const actors = async (query: string) =>
      new Set(((await owner.call('GET', `/api/admin/audit?pageSize=100${query}`)).body.items as { actor: string }[]).map((e) => e.actor));
    expect([...(await actors(''))]).toEqual(
      expect.arrayContaining([CUSTOMER_NAME, PERFORMER_NAME, UNKNOWN_PASSKEY_NAME, PASSWORD_OWNER_NAME]),
    );
    expect(await actors('&person=password')).toEqual(new Set([PASSWORD_OWNER_NAME]));
  });

  it('names a sign-in by its way in, which the panel says in words, not by the stored word', async () => {
    const owner = await clientAs(addPerson('Wanda', 'wanda@example.com', 'owner'), 'owner');
    expect((await new TestClient('198.51.100.32').login('wrong password')).status).toBe(401);
    const response = { id: 'unknown', rawId: 'unknown', type: 'public-key', response: { clientDataJSON: '' } };
    await new TestClient('198.51.100.33').mutate('POST', '/api/admin/passkeys/login/verify', { challengeId: 'nope', response });
    const items = (await owner.call('GET', '/api/admin/audit?action=sign-in&pageSize=2')).body.items as { targetName: unknown }[];
    expect(items.map((e) => e.targetName)).toEqual([
      { kind: 'sign_in_passkey', name: '' },
      { kind: 'sign_in_password', name: '' },
    ]);
  });

  it('names what an entry changed as the panel reads it: a performer by name, a price card by title and city', async () => {
    const owner = await clientAs(addPerson('Nora', 'nora@example.com', 'owner'), 'owner');
    const performer = getDb().select().from(performers).limit(1).get()!;
    const card = getDb().select().from(pricingItems).where(eq(pricingItems.location, 'bangkok')).limit(1).get()!;
    expect((await owner.mutate('PUT', `/api/admin/pricing/${card.id}`, { price: card.price + 1 })).status).toBe(200);
    expect(
      (await owner.mutate('PUT', `/api/admin/performers/${performer.id}`, { isAvailable: performer.isAvailable })).status,
    ).toBeLessThan(300);
    const items = (await owner.call('GET', '/api/admin/audit?pageSize=2')).body.items as { target: string; targetName: unknown }[];
    expect(items.map((e) => e.targetName)).toEqual([
      { kind: 'performer', name: performer.name },
      { kind: 'pricing', name: `${card.title} · Bangkok` },
    ]);
  });

  it('never copies a customer name, contact or address, and erasure leaves nothing of the customer in it', async () => {
    const owner = await clientAs(addPerson('Ugo', 'ugo@example.com', 'owner'), 'owner');
    const marker = 'Quintessa';
    const email = 'quintessa@example.com';
    const booking = book({ customerName: marker, customerEmail: email, customerPhone: '+66811112222', address: `${marker} Tower` });
    await owner.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'completed', customerName: marker, address: 'x' });
    await owner.mutate('POST', `/api/admin/bookings/${booking.id}/send-confirmation`, { updates: { customerPhone: '+66811112222' } });
    const customer = new TestClient();
    const token = createSignInToken(getDb(), email)!;
    expect((await customer.call('POST', '/api/dashboard/session', { json: { token } })).status).toBe(200);
    expect((await customer.call('DELETE', '/api/dashboard/data', { json: {} })).status).toBe(200);
    const text = JSON.stringify(entries());
    for (const needle of [marker, email, '66811112222', 'Tower']) expect(text).not.toContain(needle);
  });
});
