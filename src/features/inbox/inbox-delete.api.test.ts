// The admin deletes contact messages and applications, one or many, on a real database file: the
// deleted text is gone from the database, its WAL and the outbox (the agency's notification e-mail).
import { describe, expect, it } from 'vitest';
import { applications, contacts } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { notifyAgency } from '@/features/notifications/agency.server';
import { mailSettled } from '@test/hooks';
import { contactNotification } from '@/features/contact/contact.mail';
import { contactSchema } from '@/features/contact/contact.schema';
import { applicationNotification } from '@/features/join/application.mail';
import { applicationSchema } from '@/features/join/application.schema';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { filesContaining } from '@test/raw-files';

useTempApp();
const admin = useAdminClient();
const unique = (what: string) => `${what}${crypto.randomUUID().slice(0, 8)}`;

async function contact(marker: string): Promise<string> {
  const input = contactSchema.parse({
    firstName: marker,
    lastName: 'Doe',
    email: 'sender@example.com',
    inquiryType: 'general',
    message: `Hello from ${marker}`,
  });
  const { id } = getDb().insert(contacts).values(input).returning({ id: contacts.id }).get();
  notifyAgency(getDb(), (locale) => contactNotification(id, input, locale), 'agency-contact', id);
  await mailSettled();
  return id;
}

async function application(marker: string): Promise<string> {
  const input = applicationSchema.parse({
    name: marker,
    stageName: 'Stage',
    email: 'applicant@example.com',
    location: 'bangkok',
    interestedIn: ['Becoming a Male Stripper'],
    age: '25',
  });
  const { id } = getDb().insert(applications).values(input).returning({ id: applications.id }).get();
  notifyAgency(getDb(), (locale) => applicationNotification(id, input, locale), 'agency-application', id);
  await mailSettled();
  return id;
}

describe.each([
  ['contacts', contact],
  ['applications', application],
] as const)('DELETE /api/admin/%s', (kind, create) => {
  it('deletes one or many entries and leaves no trace in the database, WAL or outbox', async () => {
    const [a, b, c] = [unique('Alpha'), unique('Bravo'), unique('Kept')];
    const ids = [await create(a), await create(b), await create(c)];
    for (const m of [a, b, c]) expect(filesContaining(m).length).toBeGreaterThan(0);

    expect(await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: [ids[0]] })).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(filesContaining(a)).toEqual([]);
    expect(await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: [ids[1], ids[2]] })).toMatchObject({
      status: 200,
      body: { deleted: 2 },
    });
    for (const m of [b, c]) expect(filesContaining(m)).toEqual([]);
    expect((await admin.call('GET', `/api/admin/${kind}`)).body.total).toBe(0);
  });

  it('answers 404 for unknown ids, 400 for a bad body and 401/403 without a session or CSRF token', async () => {
    expect((await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: ['nope'] })).status).toBe(404);
    expect(await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: [] })).toMatchObject({
      status: 400,
      body: { error: 'ids must name at least one entry' },
    });
    expect((await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: 'x' })).status).toBe(400);
    expect((await admin.mutate('DELETE', `/api/admin/${kind}`, { ids: Array(101).fill('x') })).status).toBe(400);
    expect((await admin.call('DELETE', `/api/admin/${kind}`, { json: { ids: ['x'] } })).status).toBe(403);
    expect((await new TestClient().mutate('DELETE', `/api/admin/${kind}`, { ids: ['x'] })).status).toBe(401);
  });
});
