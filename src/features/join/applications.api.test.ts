// POST /api/applications, called as Astro calls it, on a real SQLite file, mailing a real SMTP listener.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applications } from '@db/schema';
import { POST } from '@/pages/api/applications';
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
  name: 'Somchai Jaidee',
  stageName: 'Tiger',
  email: 'tiger@example.com',
  phone: '081 234 5678',
  location: 'pattaya',
  interestedIn: ['Becoming a Male Stripper'],
  age: '24',
  additionalDetails: 'Dancer for 3 years <script>alert(1)</script>',
};
const post = (body: unknown, options: Parameters<typeof postRoute>[3] = {}) =>
  postRoute(POST, '/api/applications', body, { address: freshAddress(), ...options });
const count = () => getDb().select({ n: sql<number>`count(*)` }).from(applications).get()!.n;
const stored = (id: string) => getDb().select().from(applications).where(eq(applications.id, id)).get();

describe('POST /api/applications: success', () => {
  it('stores the application with status new and answers 201 {id}', async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String) });
    expect(stored(body.id)).toMatchObject({ ...valid, status: 'new' });
  });

  it('e-mails the agency: fixed subject, Reply-To the applicant, text and escaped HTML', async () => {
    const { body } = await post(valid);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
    expect(mail!.parsed.subject).toBe('New performer application (Pattaya)');
    expect(mail!.parsed.replyTo?.[0]?.address).toBe('tiger@example.com');
    expect(mail!.parsed.text).toContain('Stage name: Tiger');
    expect(mail!.parsed.text).toContain('Interested in: Becoming a Male Stripper');
    expect(mail!.parsed.text).toContain(`Reference: ${body.id}`);
    expect(mail!.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.parsed.html).not.toContain('<script>');
    expect(mail!.parsed.html).toMatch(/<th[^>]*>Stage name<\/th><td[^>]*>Tiger<\/td>/);
    expect(mail!.parsed.text).toContain('Reply to this e-mail to answer the applicant.');
  });

  it('takes age as a number too, normalises it, and de-duplicates interests in form order', async () => {
    const { status, body } = await post({
      ...valid,
      age: 31,
      interestedIn: ['Becoming a Topless Waiter', 'Becoming a Male Stripper'],
    });
    expect(status).toBe(201);
    expect(stored(body.id)).toMatchObject({ age: '31', interestedIn: ['Becoming a Male Stripper', 'Becoming a Topless Waiter'] });
    const padded = await post({ ...valid, age: ' 018 ', interestedIn: ['Becoming a Topless Waiter', 'Becoming a Topless Waiter'] });
    expect(stored(padded.body.id)).toMatchObject({ age: '18', interestedIn: ['Becoming a Topless Waiter'] });
  });

  it('accepts missing phone and details (stored as null)', async () => {
    const { phone: _p, additionalDetails: _d, ...minimal } = valid;
    const { status, body } = await post(minimal);
    expect(status).toBe(201);
    expect(stored(body.id)).toMatchObject({ phone: null, additionalDetails: null });
  });

  it('stores header-injection strings in names as text; they never reach a mail header', async () => {
    const name = 'Eve\r\nBcc: victim@example.com';
    const stageName = 'X\r\nSubject: pwned';
    const { status, body } = await post({ ...valid, name, stageName });
    expect(status).toBe(201);
    expect(stored(body.id)).toMatchObject({ name, stageName });
    const [mail] = smtp.messages;
    expect(mail!.envelopeTo).toEqual(['agency@siamhunks.example']);
    expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/victim|pwned/);
  });

  it('still answers 201 when the mail fails: the application is stored and the failure logged', async () => {
    const refusing = await startSmtp({ reject: true });
    process.env.SMTP_URL = refusing.url;
    resetMailTransport();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { status, body } = await post(valid);
      expect(status).toBe(201);
      expect(stored(body.id)).toBeDefined();
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`application ${body.id} failed`), expect.any(String));
    } finally {
      log.mockRestore();
      process.env.SMTP_URL = smtp.url;
      resetMailTransport();
      await refusing.close();
    }
  });
});

describe('POST /api/applications: refused, nothing stored or mailed', () => {
  let before: number;
  beforeEach(() => {
    before = count();
  });
  afterEach(() => {
    expect(count()).toBe(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: '  A  ' }, 'Name must be at least 2 characters'],
    ['name', { name: undefined }, 'Name must be at least 2 characters'],
    ['stageName', { stageName: '' }, 'Stage name must be at least 2 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'tiger@' }, 'Please enter a valid email address'],
    ['email', { email: 'tiger@example.com\nBcc: victim@example.com' }, 'Please enter a valid email address'],
    ['location', { location: '' }, 'Please select your location'],
    ['location', { location: 'chiang-mai' }, 'Please select your location'],
    ['interestedIn', { interestedIn: [] }, 'Please select at least one option'],
    ['interestedIn', { interestedIn: undefined }, 'Please select at least one option'],
    ['interestedIn', { interestedIn: 'Becoming a Male Stripper' }, 'Please select at least one option'],
    ['interestedIn.0', { interestedIn: ['Becoming a DJ'] }, 'Please choose from the listed options'],
    ['age', { age: '' }, 'Please enter your age'],
    ['age', { age: undefined }, 'Please enter your age'],
    ['age', { age: '17' }, 'You must be at least 18 years old to apply'],
    ['age', { age: 17 }, 'You must be at least 18 years old to apply'],
    ['age', { age: '18.5' }, 'Age must be a whole number'],
    ['age', { age: 'twenty' }, 'Age must be a whole number'],
    ['age', { age: '-20' }, 'Age must be a whole number'],
    ['age', { age: '150' }, 'Please enter your real age'],
    ['name', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters'],
    ['stageName', { stageName: 'a'.repeat(101) }, 'Stage name must be at most 100 characters'],
    ['phone', { phone: '1'.repeat(41) }, 'Phone number must be at most 40 characters'],
    ['additionalDetails', { additionalDetails: 'a'.repeat(2001) }, 'Additional details must be at most 2000 characters'],
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
      'Name must be at least 2 characters',
      'Stage name must be at least 2 characters',
      'Email is required',
      'Please select your location',
      'Please select at least one option',
      'Please enter your age',
    ]);
  });

  it('400 for invalid JSON, 415 for the wrong content type, 413 for a 100k-character field', async () => {
    expect((await post(undefined, { raw: 'not json' })).status).toBe(400);
    expect((await post(valid, { contentType: 'multipart/form-data; boundary=x' })).status).toBe(415);
    const big = await post({ ...valid, additionalDetails: 'x'.repeat(100_000) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/too large/);
  });

  it('a filled honeypot gets a 201-looking answer and nothing is stored or mailed', async () => {
    const { status, body } = await post({ ...valid, website: 'spam' });
    expect(status).toBe(201);
    expect(stored(body.id)).toBeUndefined();
  });

  it('limits each address to 5 applications per 10 minutes, separately from the contact form', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await post({}, { address })).status).toBe(400);
    const limited = await post(valid, { address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.error).toMatch(/^You have sent several messages in a short time\. Please try again in 10 minutes/);
  });
});
