// Staff accounts: the owner invites, changes roles and disables people; a person sees and ends their own sessions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { deliveredToken } from '@test/outbox-files';
import { INVITATION_TTL_MS, invitationHolder, sendInvitation, useInvitation } from './staff.server';

useTempApp();
const owner = useAdminClient();

describe('/api/admin/staff', () => {
  it('invites a person: 201, listed with an open invitation, an e-mail with a single-use link through the outbox', async () => {
    const response = await owner.mutate('POST', '/api/admin/staff', { name: 'Giulia', email: 'Giulia@Example.com', role: 'staff' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Giulia',
      email: 'giulia@example.com',
      role: 'staff',
      disabled: false,
      passkeys: 0,
      invitationPending: true,
    });
    const mail = getDb().select().from(outbox).where(eq(outbox.kind, 'staff-invitation')).all();
    expect(mail.map((m) => m.recipient)).toEqual(['giulia@example.com']);
    expect(await deliveredToken('giulia@example.com', '/admin-invite')).toMatch(/^[\w-]{43}$/);
    expect((await owner.call('GET', '/api/admin/staff')).body.map((p: { name: string }) => p.name)).toEqual(['Giulia']);
    // The English error stays; its code lets the panel say it in the reader's language (error_<code>, messages/panel).
    expect(await owner.mutate('POST', '/api/admin/staff', { name: 'Again', email: 'giulia@example.com', role: 'owner' })).toMatchObject({
      status: 409,
      body: { error: 'This e-mail address already belongs to a person', code: 'person_email_taken', params: {} },
    });
    const bad = await owner.mutate('POST', '/api/admin/staff', { name: '', email: 'nope', role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['name', 'email', 'role']);
  });

  it('is the owner’s only: a staff member gets 403', async () => {
    const staff = await clientAs(addPerson('Marco', 'marco@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', '/api/admin/staff')).status).toBe(403);
    expect((await staff.mutate('POST', '/api/admin/staff', { name: 'X', email: 'x@example.com', role: 'owner' })).status).toBe(403);
  });

  it('disabling a person ends their sessions at once; a role change too', async () => {
    const id = addPerson('Luca', 'luca@example.com', 'staff');
    const luca = await clientAs(id, 'staff');
    const lucaTwo = await clientAs(id, 'staff');
    expect((await luca.call('GET', '/api/admin/bookings')).status).toBe(200);
    const disabled = await owner.mutate('PATCH', `/api/admin/staff/${id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    expect((await luca.call('GET', '/api/admin/bookings')).status).toBe(401);
    expect((await lucaTwo.call('GET', '/api/admin/bookings')).status).toBe(401);
    await owner.mutate('PATCH', `/api/admin/staff/${id}`, { disabled: false });
    const again = await clientAs(id, 'staff');
    expect((await owner.mutate('PATCH', `/api/admin/staff/${id}`, { role: 'owner' })).body.role).toBe('owner');
    expect((await again.call('GET', '/api/admin/bookings')).status).toBe(401);
    expect((await owner.mutate('PATCH', `/api/admin/staff/${id}`, {})).status).toBe(400);
    expect((await owner.mutate('PATCH', '/api/admin/staff/unknown', { disabled: true })).status).toBe(404);
  });

  it('a disabled person’s invitation no longer works; an invitation is single use and lasts 72 hours', () => {
    const id = addPerson('Nina', 'nina@example.com', 'staff');
    const t0 = Date.now();
    const token = sendInvitation(getDb(), { id, name: 'Nina', email: 'nina@example.com', panelLocale: 'it' }, t0);
    expect(invitationHolder(getDb(), token, t0 + INVITATION_TTL_MS - 1000)?.id).toBe(id);
    expect(invitationHolder(getDb(), token, t0 + INVITATION_TTL_MS)).toBeNull();
    expect(useInvitation(getDb(), token, t0 + 1000)).toBe(true);
    expect(useInvitation(getDb(), token, t0 + 2000)).toBe(false);
    expect(invitationHolder(getDb(), token, t0 + 3000)).toBeNull();
  });
});

describe('/api/admin/sessions', () => {
  it('lists and ends only one’s own sessions', async () => {
    const id = addPerson('Olivia', 'olivia@example.com', 'staff');
    const phone = await clientAs(id, 'staff');
    const laptop = await clientAs(id, 'staff');
    const other = await clientAs(addPerson('Pietro', 'pietro@example.com', 'staff'), 'staff');
    const list = await phone.call('GET', '/api/admin/sessions');
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const laptopSession = list.body.find((s: { current: boolean }) => !s.current).id as string;
    expect(await other.mutate('DELETE', `/api/admin/sessions/${laptopSession}`)).toMatchObject({
      status: 404,
      body: { error: 'Session not found', code: 'session_not_found', params: {} },
    });
    expect((await laptop.call('GET', '/api/admin/bookings')).status).toBe(200);
    expect((await phone.mutate('DELETE', `/api/admin/sessions/${laptopSession}`)).status).toBe(200);
    expect((await laptop.call('GET', '/api/admin/bookings')).status).toBe(401);
    expect((await phone.call('GET', '/api/admin/sessions')).body).toHaveLength(1);
  });
});
