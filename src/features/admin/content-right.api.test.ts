// Whether the panel shows Contenuti to a person: the status answers the same rule that guards the content routes.
import { describe, expect, it } from 'vitest';
import { useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const owner = useAdminClient();

describe('the status answer’s canEditContent', () => {
  it('is true for the owner, and for staff only from when the owner lets them (their open session too)', async () => {
    expect((await owner.call('GET', '/api/admin/status')).body.canEditContent).toBe(true);
    const id = addPerson('Nok', 'nok@example.com', 'staff');
    const nok = await clientAs(id, 'staff');
    expect((await nok.call('GET', '/api/admin/status')).body.canEditContent).toBe(false);
    expect((await nok.call('GET', '/api/admin/content')).status).toBe(403);
    expect((await owner.mutate('PATCH', `/api/admin/staff/${id}`, { canEditContent: true })).status).toBe(200);
    expect((await nok.call('GET', '/api/admin/status')).body.canEditContent).toBe(true);
    expect((await nok.call('GET', '/api/admin/content')).status).toBe(200);
  });
});
