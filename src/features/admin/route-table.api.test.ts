// Every admin API route declares its role (deny by default), and a staff session gets 403 on every owner route.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff as staffTable } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { withAdmin, type DeclaredRoute } from '@/lib/server/guards';
import { useTempApp } from '@test/client';
import { apiRoutes, verbsOf, handlerOf } from '@test/router';
import { addPerson, clientAs } from '@test/staff';
import { fakeContext } from '@test/context';

useTempApp();

const ID = '00000000-0000-4000-8000-000000000000';
// The admin calls that answer without a session: sign-in, status, CSRF token and the passkey ceremonies.
const OPEN = /^\/api\/admin\/(login|status|csrf-token|passkeys\/(login|register)\/(options|verify))\.ts$/;

async function table() {
  const rows: { file: string; verb: string; access: string | undefined; path: string }[] = [];
  for (const route of apiRoutes.filter((r) => r.file.startsWith('/api/admin/') || r.file.startsWith('/api/upload/'))) {
    for (const verb of await verbsOf(route)) {
      const handler = (await handlerOf(route, verb)) as DeclaredRoute;
      rows.push({ file: route.file, verb, access: handler.access, path: route.path(() => ID) });
    }
  }
  return rows;
}

describe('the admin route table', () => {
  it('has every route declare owner, staff or (only the sign-in calls) open', async () => {
    const rows = await table();
    expect(rows.length).toBeGreaterThan(30);
    // The owner's passkey list and delete of a person (issue 28) are in the table, as the owner's.
    expect(rows.filter((r) => r.file.startsWith('/api/admin/staff/[id]/passkeys')).map((r) => `${r.verb} ${r.file} ${r.access}`)).toEqual([
      'GET /api/admin/staff/[id]/passkeys/index.ts owner',
      'DELETE /api/admin/staff/[id]/passkeys/[passkeyId].ts owner',
    ]);
    for (const row of rows) {
      expect(['owner', 'staff', 'open'], `${row.verb} ${row.file}`).toContain(row.access);
      expect(row.access === 'open', `${row.verb} ${row.file} open?`).toBe(OPEN.test(row.file));
    }
  });

  it('declares the owner-only reads by name (the insights of the business)', async () => {
    const rows = await table();
    expect(rows.find((r) => r.file === '/api/admin/insights.ts' && r.verb === 'GET')?.access).toBe('owner');
  });

  it('gives a staff session 403 with a clear message on every owner route, before any work', async () => {
    const staff = await clientAs(addPerson('Giulia', 'giulia@example.com', 'staff'), 'staff');
    const owners = (await table()).filter((r) => r.access === 'owner');
    expect(owners.length).toBeGreaterThan(10);
    const before = getDb().$client.prepare('select count(*) as n from audit_log').get();
    for (const row of owners) {
      const response = await staff.mutate(row.verb, row.path, {});
      expect(response.status, `${row.verb} ${row.path}`).toBe(403);
      expect(response.body).toEqual({
        error: "Only the owner can do this: your role (staff) doesn't allow it",
        code: 'owner_only',
        params: {},
      });
    }
    expect(getDb().$client.prepare('select count(*) as n from audit_log').get()).toEqual(before);
  });

  it("refuses staff an owner-only part of a staff route, naming it (an exemption from the hold's release)", async () => {
    const staff = await clientAs(addPerson('Sara', 'sara@example.com', 'staff'), 'staff');
    expect(await staff.mutate('POST', `/api/admin/bookings/${ID}/hold`, { action: 'exempt' })).toMatchObject({
      status: 403,
      body: {
        error: 'Only the owner may make exemptions from the release of unpaid holds',
        code: 'owner_only_action',
        params: { action: 'hold_exemption' },
      },
    });
  });

  it('lets a staff session past the role check on staff routes', async () => {
    const marco = addPerson('Marco', 'marco@example.com', 'staff');
    // The site's texts need the owner's grant beside the role (site-content.api.test.ts): given, so only the role is tested.
    getDb().update(staffTable).set({ canEditContent: true }).where(eq(staffTable.id, marco)).run();
    const staff = await clientAs(marco, 'staff');
    for (const row of (await table()).filter((r) => r.access === 'staff' && r.verb === 'GET' && !r.path.includes(ID))) {
      const response = await staff.call('GET', row.path);
      expect(response.status, `${row.verb} ${row.path}`).not.toBe(403);
    }
  });

  it('refuses, even to the owner, a route whose role is missing at run time', async () => {
    const undeclared = withAdmin(() => new Response('ran'), undefined as never);
    expect((undeclared as DeclaredRoute).access).toBeUndefined();
    const context = fakeContext(new Request('http://localhost:4321/api/admin/new-thing'));
    context.locals.adminSession = { id: 'x', csrfToken: 'y', expiresAt: new Date(), staffId: null, name: 'Owner', role: 'owner' };
    const response = await undeclared(context);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'This admin route declares no role, so it is refused',
      code: 'route_without_role',
      params: {},
    });
  });
});
