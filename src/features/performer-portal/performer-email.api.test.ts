// The performer's private e-mail address: kept and changed through the admin's performer API, never in a public answer.
import { describe, expect, it } from 'vitest';
import { seedPerformers } from '@db/seed/performers';
import { TestClient, useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient('203.0.113.60');
const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;

describe("the performer's e-mail address", () => {
  it('is stored lower-cased through PUT, shown to the admin, and never in the public performer answers', async () => {
    const put = await admin.mutate('PUT', `/api/admin/performers/${id('Marco')}`, { email: '  Marco.Private@Example.COM ' });
    expect(put).toMatchObject({ status: 200, body: { email: 'marco.private@example.com' } });
    const list = await admin.call('GET', '/api/admin/performers');
    expect(list.body.find((p: { id: string }) => p.id === id('Marco')).email).toBe('marco.private@example.com');

    const visitor = new TestClient('198.51.100.61');
    const publicList = await visitor.call('GET', '/api/performers');
    expect(publicList.status).toBe(200);
    expect(publicList.body.some((p: { id: string }) => p.id === id('Marco'))).toBe(true);
    expect(publicList.text).not.toMatch(/marco\.private/i);
    expect(publicList.body[0]).not.toHaveProperty('email');
  });

  it('is optional: blank or null removes it; an invalid one is 400; one address belongs to one performer (409)', async () => {
    // The refusal names the field and carries its code, so the panel says it in Italian beside the e-mail field.
    const invalid = await admin.mutate('PUT', `/api/admin/performers/${id('Ryan')}`, { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address', code: 'email_invalid', params: {} },
    ]);
    expect((await admin.mutate('PUT', `/api/admin/performers/${id('Ryan')}`, { email: 42 })).status).toBe(400);
    expect((await admin.mutate('PUT', `/api/admin/performers/${id('Ryan')}`, { email: 'ryan@example.com' })).body.email).toBe(
      'ryan@example.com',
    );
    const taken = await admin.mutate('PUT', `/api/admin/performers/${id('Arthit')}`, { email: 'RYAN@example.com' });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: 'Another performer already has this e-mail address', code: 'performer_email_taken', params: {} },
    });
    expect(taken.body.issues).toEqual([
      { path: 'email', message: 'Another performer already has this e-mail address', code: 'performer_email_taken', params: {} },
    ]);
    expect((await admin.mutate('PUT', `/api/admin/performers/${id('Ryan')}`, { email: '' })).body.email).toBeNull();
    expect((await admin.mutate('PUT', `/api/admin/performers/${id('Arthit')}`, { email: 'ryan@example.com' })).status).toBe(200);
    expect((await admin.mutate('PUT', `/api/admin/performers/${id('Arthit')}`, { email: null })).body.email).toBeNull();
  });
});
