// Contacts and applications for the admin: newest first, paginated, with a status.
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, contacts } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient();
beforeAll(() => {
  for (let i = 1; i <= 12; i++) {
    const createdAt = new Date(Date.UTC(2030, 0, 1, 0, i));
    getDb()
      .insert(contacts)
      .values({ firstName: `First${i}`, lastName: 'L', email: `c${i}@example.com`, inquiryType: 'general', message: 'Hi', createdAt })
      .run();
    getDb()
      .insert(applications)
      .values({ name: `Applicant${i}`, stageName: 'S', email: `a${i}@example.com`, age: '25', location: 'bangkok', createdAt })
      .run();
  }
});

describe.each([
  ['contacts', 'firstName', 'First'],
  ['applications', 'name', 'Applicant'],
] as const)('/api/admin/%s', (kind, field, prefix) => {
  it('lists newest first, 10 per page', async () => {
    const first = await admin.call('GET', `/api/admin/${kind}`);
    expect(first.body).toMatchObject({ total: 12, totalPages: 2 });
    expect(first.body.items[0][field]).toBe(`${prefix}12`);
    const second = await admin.call('GET', `/api/admin/${kind}?page=2`);
    expect(second.body.items.map((i: Record<string, string>) => i[field])).toEqual([`${prefix}2`, `${prefix}1`]);
    expect((await admin.call('GET', `/api/admin/${kind}?page=-1`)).status).toBe(400);
  });

  it('sets a status (new, read, replied, archived) and filters by it', async () => {
    const [item] = (await admin.call('GET', `/api/admin/${kind}`)).body.items;
    for (const status of ['read', 'replied', 'archived']) {
      expect((await admin.mutate('PATCH', `/api/admin/${kind}/${item.id}/status`, { status })).status).toBe(200);
    }
    const archived = (await admin.call('GET', `/api/admin/${kind}?status=archived`)).body;
    expect(archived.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    const bad = await admin.mutate('PATCH', `/api/admin/${kind}/${item.id}/status`, { status: 'deleted' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'status must be new, read, replied or archived' } });
    expect((await admin.mutate('PATCH', `/api/admin/${kind}/nope/status`, { status: 'read' })).body).toEqual(
      kind === 'contacts'
        ? { error: 'Contact message not found', code: 'contact_not_found', params: {} }
        : { error: 'Application not found', code: 'application_not_found', params: {} },
    );
  });
});
