// The panel's language: each person's own choice, on their record, Italian until they choose; the password owner's too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const owner = useAdminClient();

describe('/api/admin/account/language', () => {
  it("keeps a person's choice on their record and the status answers it; another person's stays Italian", async () => {
    const giulia = await clientAs(addPerson('Giulia', 'giulia@example.com', 'staff'), 'staff');
    const marco = await clientAs(addPerson('Marco', 'marco@example.com', 'staff'), 'staff');
    expect((await giulia.call('GET', '/api/admin/status')).body.locale).toBe('it');
    expect(await giulia.mutate('PUT', '/api/admin/account/language', { locale: 'th' })).toMatchObject({
      status: 200,
      body: { locale: 'th' },
    });
    expect((await giulia.call('GET', '/api/admin/status')).body.locale).toBe('th');
    expect(getDb().select({ locale: staff.panelLocale }).from(staff).where(eq(staff.email, 'giulia@example.com')).get()?.locale).toBe('th');
    expect((await marco.call('GET', '/api/admin/status')).body.locale).toBe('it');
  });

  it('keeps the password owner’s choice too, and refuses a language the panel does not speak (nothing stored)', async () => {
    expect((await owner.call('GET', '/api/admin/status')).body.locale).toBe('it');
    expect((await owner.mutate('PUT', '/api/admin/account/language', { locale: 'en' })).status).toBe(200);
    expect((await owner.call('GET', '/api/admin/status')).body.locale).toBe('en');
    const refused = await owner.mutate('PUT', '/api/admin/account/language', { locale: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((i: { path: string }) => i.path)).toEqual(['locale']);
    expect((await owner.call('GET', '/api/admin/status')).body.locale).toBe('en');
  });
});
