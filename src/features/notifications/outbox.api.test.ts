// The admin outbox API on a real database and SMTP listener: listing by status with counts, the
// retry of a failed e-mail (delivered once), and the guards (session, CSRF, unknown ids).
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp } from '@test/hooks';
import { enqueueMail } from './outbox.server';

useTempApp();
const smtp = useSmtp({ clearEachTest: true });
const admin = useAdminClient();

describe('/api/admin/outbox', () => {
  it('lists failed e-mails with recipient, subject, tries and last error; a retry delivers one once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    smtp.refuseWith(550);
    const id = enqueueMail(getDb(), { to: 'refused@example.com', subject: 'Refused for good', text: 'Hello' }, { kind: 'test' });
    await mailSettled();
    smtp.refuseWith();
    errors.mockRestore();

    const failed = await admin.call('GET', '/api/admin/outbox?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.items).toMatchObject([
      {
        id,
        recipient: 'refused@example.com',
        subject: 'Refused for good',
        status: 'failed',
        tries: 1,
        lastError: expect.stringContaining('550'),
      },
    ]);
    expect(failed.body.counts).toMatchObject({ failed: 1 });
    expect(failed.body.items[0]).not.toHaveProperty('body');
    expect((await admin.call('GET', '/api/admin/outbox?status=bogus')).status).toBe(400);

    expect((await admin.call('POST', `/api/admin/outbox/${id}/retry`, { json: {} })).status).toBe(403);
    expect(await admin.mutate('POST', `/api/admin/outbox/${id}/retry`, {})).toMatchObject({ status: 200, body: { success: true } });
    expect(smtp.messages.map((m) => m.parsed.subject)).toEqual(['Refused for good']);
    expect(getDb().select().from(outbox).where(eq(outbox.id, id)).get()).toMatchObject({ status: 'sent' });
    expect((await admin.call('GET', '/api/admin/outbox?status=sent')).body.items.map((m: { id: string }) => m.id)).toContain(id);
    // Sent now: nothing to retry.
    expect(await admin.mutate('POST', `/api/admin/outbox/${id}/retry`, {})).toMatchObject({
      status: 404,
      body: { error: 'No failed e-mail with this id', code: 'failed_email_not_found', params: {} },
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it('needs the admin session', async () => {
    const stranger = new TestClient('198.51.100.201');
    expect((await stranger.call('GET', '/api/admin/outbox')).status).toBe(401);
    expect((await stranger.mutate('POST', '/api/admin/outbox/x/retry', {})).status).toBe(401);
  });
});
