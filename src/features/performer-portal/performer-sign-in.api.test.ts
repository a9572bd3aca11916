// A performer's sign-in by e-mailed link: the dashboard link's rules for the performer audience.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, performers } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { site } from '@/lib/site';
import { deliveredTo } from '@test/outbox-files';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { performerId, performerToken, signInPerformer } from '@test/performer-portal';
import { PERFORMER_LINK_SENT } from '@/pages/api/performer/link';
import { signInLinksSettled } from '@/lib/server/sign-in-links';

useTempApp();
const admin = useAdminClient('203.0.113.70');
const mailCount = () => getDb().select().from(outbox).all().length;
const storedLocale = (name: string) =>
  getDb()
    .select({ locale: performers.locale })
    .from(performers)
    .where(eq(performers.id, performerId(name)))
    .get()?.locale;

describe('performer sign-in', () => {
  it('answers 202 alike for a known and an unknown address; only the known one gets a link to /performer-login', async () => {
    expect((await admin.mutate('PUT', `/api/admin/performers/${performerId('Marco')}`, { email: 'marco@example.com' })).status).toBe(200);
    const phone = new TestClient('198.51.100.71');
    const before = mailCount();
    const unknown = await phone.call('POST', '/api/performer/link', { json: { email: 'nobody@example.com' } });
    const known = await phone.call('POST', '/api/performer/link', { json: { email: 'MARCO@example.com' } });
    expect(unknown).toMatchObject({ status: 202, body: { message: PERFORMER_LINK_SENT } });
    expect(known.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    const token = await performerToken('marco@example.com');
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(mailCount()).toBe(before + 1);
    expect(await performerToken('nobody@example.com')).toBeUndefined();
  });

  it('writes the sign-in e-mail in the language of the page that asked, linking to the sign-in page in that language, and stores it as his', async () => {
    expect((await admin.mutate('PUT', `/api/admin/performers/${performerId('Marco')}`, { email: 'marco.th@example.com' })).status).toBe(
      200,
    );
    const phone = new TestClient('198.51.100.81');
    expect((await phone.call('POST', '/api/performer/link', { json: { email: 'marco.th@example.com', locale: 'th' } })).status).toBe(202);
    expect(await performerToken('marco.th@example.com')).toBeTruthy();
    const mail = (await deliveredTo('marco.th@example.com')).at(-1)!;
    expect(mail.subject).toBe(`ลิงก์เข้าสู่ระบบนักแสดงของ ${site.name}`);
    expect(mail.text).toContain('ใช้ลิงก์นี้ภายใน 30 นาที');
    expect(mail.text).toMatch(/\/th\/performer-login\?token=[\w-]{22}/);
    expect(storedLocale('Marco')).toBe('th');
    expect((await phone.call('POST', '/api/performer/link', { json: { email: 'marco.th@example.com', locale: 'fr' } })).status).toBe(400);
    expect(storedLocale('Marco')).toBe('th');
    // The last page asked from wins: his notices follow him back to English.
    expect((await phone.call('POST', '/api/performer/link', { json: { email: 'marco.th@example.com', locale: 'en' } })).status).toBe(202);
    await signInLinksSettled();
    expect(storedLocale('Marco')).toBe('en');
  });

  it('is confirmed only by a POST of the token, once; the session lasts 30 days and opens only the performer routes', async () => {
    expect((await admin.mutate('PUT', `/api/admin/performers/${performerId('Ryan')}`, { email: 'ryan@example.com' })).status).toBe(200);
    const phone = new TestClient('198.51.100.72');
    await phone.call('POST', '/api/performer/link', { json: { email: 'ryan@example.com' } });
    const token = (await performerToken('ryan@example.com'))!;

    expect((await phone.call('GET', `/api/performer/session?token=${token}`)).body).toEqual({ signedIn: false });
    expect((await phone.call('GET', '/api/performer/bookings')).status).toBe(401);
    // A performer's link does not open a customer's dashboard.
    expect((await new TestClient('198.51.100.79').call('POST', '/api/dashboard/session', { json: { token } })).status).toBe(400);

    const session = await phone.call('POST', '/api/performer/session', { json: { token } });
    expect(session.status).toBe(200);
    expect(phone.cookies.get('sh_performer')?.options).toMatchObject({ maxAge: 30 * 24 * 60 * 60, httpOnly: true, sameSite: 'lax' });
    expect((await phone.call('GET', '/api/performer/session')).body).toEqual({ signedIn: true, name: 'Ryan' });
    expect((await phone.call('GET', '/api/performer/bookings')).body.name).toBe('Ryan');
    expect((await phone.call('GET', '/api/dashboard/bookings')).status).toBe(401);

    const again = await new TestClient('198.51.100.73').call('POST', '/api/performer/session', { json: { token } });
    expect(again).toMatchObject({
      status: 400,
      body: {
        error: 'This sign-in link is invalid, used or expired. Please ask for a new one.',
        code: 'performer_link_invalid',
        params: {},
      },
    });

    expect((await phone.call('DELETE', '/api/performer/session')).status).toBe(200);
    expect((await phone.call('GET', '/api/performer/bookings')).status).toBe(401);
  });

  it('limits requests per address and client (429) and refuses bad input with 400', async () => {
    const phone = new TestClient('198.51.100.74');
    for (let i = 0; i < 3; i++)
      expect((await phone.call('POST', '/api/performer/link', { json: { email: 'limit@example.com' } })).status).toBe(202);
    const fourth = await phone.call('POST', '/api/performer/link', { json: { email: 'limit@example.com' } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
    expect((await phone.call('POST', '/api/performer/link', { json: { email: 'not an address' } })).status).toBe(400);
    expect((await phone.call('POST', '/api/performer/session', { json: { token: 'x'.repeat(65) } })).status).toBe(400);
    expect((await phone.call('POST', '/api/performer/session', { json: { token: 'made-up' } })).status).toBe(400);
  });

  it('ends when the performer is removed or their address changes', async () => {
    const created = await admin.mutate('POST', '/api/admin/performers', {
      name: 'Temp',
      description: 'Short stay.',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    const phone = new TestClient('198.51.100.75');
    const other = new TestClient('198.51.100.76');
    const id = created.body.id as string;
    // signInPerformer works with seed names; sign this one in by hand.
    await admin.mutate('PUT', `/api/admin/performers/${id}`, { email: 'temp@example.com' });
    for (const client of [phone, other]) {
      await client.call('POST', '/api/performer/link', { json: { email: 'temp@example.com' } });
      expect(
        (await client.call('POST', '/api/performer/session', { json: { token: await performerToken('temp@example.com') } })).status,
      ).toBe(200);
    }
    await admin.mutate('PUT', `/api/admin/performers/${id}`, { email: 'temp2@example.com' });
    expect((await phone.call('GET', '/api/performer/bookings')).status).toBe(401);

    await signInPerformer(admin, other, 'Jake', 'jake@example.com');
    expect((await other.call('GET', '/api/performer/bookings')).status).toBe(200);
    await admin.mutate('PUT', `/api/admin/performers/${id}`, { email: 'temp@example.com' });
    await phone.call('POST', '/api/performer/link', { json: { email: 'temp@example.com' } });
    await phone.call('POST', '/api/performer/session', { json: { token: await performerToken('temp@example.com') } });
    expect((await phone.call('GET', '/api/performer/bookings')).status).toBe(200);
    expect((await admin.mutate('DELETE', `/api/admin/performers/${id}`)).status).toBe(200);
    expect((await phone.call('GET', '/api/performer/bookings')).status).toBe(401);
  });
});
