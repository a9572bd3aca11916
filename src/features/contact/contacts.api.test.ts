// POST /api/contacts, called as Astro calls it, on a real SQLite file, mailing a real SMTP listener.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contacts } from '@db/schema';
import { POST } from '@/pages/api/contacts';
import { closeDb, getDb } from '@/lib/server/db';
import { resetMailTransport } from '@/lib/server/mail';
import { freshAddress, postRoute } from '@/test/form-route';
import { startSmtp, type TestSmtp } from '@/test/smtp';
import { tempDir } from '@/test/temp-db';

const temp = tempDir();
let smtp: TestSmtp;
beforeAll(async () => {
  process.env.DATABASE_PATH = path.join(temp.dir, 'app.db');
  process.env.AGENCY_EMAIL = 'agency@siamhunks.example';
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  resetMailTransport();
});
afterAll(async () => {
  resetMailTransport();
  await smtp.close();
  delete process.env.SMTP_URL;
  closeDb();
  temp.cleanup();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+66 81 234 5678',
  inquiryType: 'custom',
  message: 'A hens night for 12 in a Phuket villa <b>with</b> a "surprise" & cake.',
};
const post = (body: unknown, options: Parameters<typeof postRoute>[3] = {}) =>
  postRoute(POST, '/api/contacts', body, { address: freshAddress(), ...options });
const count = () => getDb().select({ n: sql<number>`count(*)` }).from(contacts).get()!.n;

describe('POST /api/contacts: success', () => {
  it('stores the inquiry with status new and answers 201 {id}', async () => {
    const { status, body } = await post({ ...valid, firstName: '  Jane  ' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String) });
    const row = getDb().select().from(contacts).where(eq(contacts.id, body.id)).get();
    expect(row).toMatchObject({ ...valid, firstName: 'Jane', status: 'new' });
  });

  it('e-mails the agency: fixed subject, Reply-To the customer, text and escaped HTML', async () => {
    const { body } = await post(valid);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
    expect(mail!.parsed.subject).toBe('New contact inquiry: Custom Request');
    expect(mail!.parsed.replyTo?.[0]?.address).toBe('jane@example.com');
    expect(mail!.parsed.text).toContain('Name: Jane Doe');
    expect(mail!.parsed.text).toContain(valid.message);
    expect(mail!.parsed.text).toContain(`Reference: ${body.id}`);
    expect(mail!.parsed.html).toContain('&lt;b&gt;with&lt;/b&gt; a &quot;surprise&quot; &amp; cake.');
    expect(mail!.parsed.html).not.toContain('<b>with</b>');
    expect(mail!.parsed.html).toMatch(new RegExp(`<th[^>]*>Reference</th><td[^>]*>${body.id}</td>`));
    expect(mail!.parsed.text).toContain('Reply to this e-mail to answer the customer.');
  });

  it('accepts a missing or empty phone and stores null', async () => {
    const { status, body } = await post({ ...valid, phone: '' });
    expect(status).toBe(201);
    expect(getDb().select().from(contacts).where(eq(contacts.id, body.id)).get()?.phone).toBeNull();
    const { phone: _omit, ...withoutPhone } = valid;
    expect((await post(withoutPhone)).status).toBe(201);
  });

  it('ignores a privacy flag and unknown fields (the flag is never stored)', async () => {
    const { status, body } = await post({ ...valid, privacy: true, status: 'done', id: 'mine' });
    expect(status).toBe(201);
    expect(body.id).not.toBe('mine');
    expect(getDb().select().from(contacts).where(eq(contacts.id, body.id)).get()?.status).toBe('new');
  });

  it('stores header-injection strings in names as text; they never reach a mail header', async () => {
    const firstName = 'Eve\r\nBcc: victim@example.com';
    const lastName = 'X\nSubject: pwned';
    const { status, body } = await post({ ...valid, firstName, lastName });
    expect(status).toBe(201);
    expect(getDb().select().from(contacts).where(eq(contacts.id, body.id)).get()).toMatchObject({ firstName, lastName });
    const [mail] = smtp.messages;
    expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/victim|pwned/);
    expect(mail!.parsed.subject).toBe('New contact inquiry: Custom Request');
  });

  it('still answers 201 when the mail fails: the message is stored and the failure logged', async () => {
    const refusing = await startSmtp({ reject: true });
    process.env.SMTP_URL = refusing.url;
    resetMailTransport();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = count();
      const { status, body } = await post(valid);
      expect(status).toBe(201);
      expect(count()).toBe(before + 1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`contact ${body.id} failed`), expect.any(String));
    } finally {
      log.mockRestore();
      process.env.SMTP_URL = smtp.url;
      resetMailTransport();
      await refusing.close();
    }
  });
});

describe('POST /api/contacts: refused, nothing stored or mailed', () => {
  let before: number;
  beforeEach(() => {
    before = count();
  });
  afterEach(() => {
    expect(count()).toBe(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['firstName', { firstName: undefined }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: 'jane@example.com\r\nBcc: victim@example.com' }, 'Please enter a valid email address'],
    ['email', { email: 'jane@example.com>, victim@example.com' }, 'Please enter a valid email address'],
    ['inquiryType', { inquiryType: '' }, 'Please select an inquiry type'],
    ['inquiryType', { inquiryType: 'party' }, 'Please select an inquiry type'],
    ['message', { message: '' }, 'Please describe your luxury experience'],
    ['firstName', { firstName: 'a'.repeat(101) }, 'First name must be at most 100 characters'],
    ['lastName', { lastName: 'a'.repeat(101) }, 'Last name must be at most 100 characters'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    ['phone', { phone: '1'.repeat(41) }, 'Phone number must be at most 40 characters'],
    ['message', { message: 'a'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['firstName', { firstName: 42 }, 'First name is required'],
  ])('400 for a bad %s (case %#)', async (field, change, message) => {
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(body.issues).toEqual([{ path: field, message }]);
  });

  it('400 with every field message for an empty object', async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    expect(body.issues.map((i: { message: string }) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please select an inquiry type',
      'Please describe your luxury experience',
    ]);
  });

  it('400 for invalid JSON and for a JSON array', async () => {
    expect(await post(undefined, { raw: '{"firstName": "Jane",' })).toMatchObject({ status: 400, body: { error: 'Invalid JSON body' } });
    expect((await post([valid])).status).toBe(400);
  });

  it('415 for a form post or text body', async () => {
    const form = await post(undefined, { raw: 'firstName=Jane', contentType: 'application/x-www-form-urlencoded' });
    expect(form).toMatchObject({ status: 415, body: { error: 'Content-Type must be application/json' } });
    expect((await post(valid, { contentType: 'text/plain' })).status).toBe(415);
  });

  it('413 for a 100k-character message, never a 500', async () => {
    const { status, body } = await post({ ...valid, message: 'x'.repeat(100_000) });
    expect(status).toBe(413);
    expect(body.error).toMatch(/too large/);
  });

  it('a filled honeypot gets a 201-looking answer and nothing is stored or mailed', async () => {
    const { status, body } = await post({ ...valid, website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String) });
    expect(getDb().select().from(contacts).where(eq(contacts.id, body.id)).get()).toBeUndefined();
  });

  it('the sixth submission from one address within 10 minutes gets 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await post({}, { address })).status).toBe(400);
    const limited = await post(valid, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(limited.body.error).toBe(
      'You have sent several messages in a short time. Please try again in 10 minutes or e-mail us at bookings@siamhunks.example.',
    );
    expect((await post({}, { address: freshAddress() })).status).toBe(400);
  });
});
