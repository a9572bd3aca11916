// POST /api/contacts, called as Astro calls it, on a real SQLite file, mailing a real SMTP listener:
// the cases every public form shares (test/form-route.ts), then what only the contact form does.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { describeFormRoute } from '@test/form-route';
import { useTempApp } from '@test/client';
import { useSmtp, useSettings } from '@test/hooks';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@siamhunks.example' });
const smtp = useSmtp({ clearEachTest: true });

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+66 81 234 5678',
  inquiryType: 'custom',
  message: 'A hens night for 12 in a Phuket villa <b>with</b> a "surprise" & cake.',
};
const stored = (id: string) => getDb().select().from(contacts).where(eq(contacts.id, id)).get();

const post = describeFormRoute({
  path: '/api/contacts',
  noun: 'inquiry',
  kind: 'contact',
  sender: 'customer',
  smtp,
  valid,
  count: () =>
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(contacts)
      .get()!.n,
  stored,
  storesAs: { body: { ...valid, firstName: '  Jane  ' }, row: valid },
  mail: {
    subject: 'Nuovo messaggio di contatto: Richiesta personalizzata',
    replyTo: 'jane@example.com',
    text: ['Nome: Jane Doe', valid.message],
    html: ['&lt;b&gt;with&lt;/b&gt; a &quot;surprise&quot; &amp; cake.'],
    rawHtml: '<b>with</b>',
    htmlRow: (id) => new RegExp(`<th[^>]*>Riferimento</th><td[^>]*>${id}</td>`),
  },
  nameFields: ['firstName', 'lastName'],
  refusals: [
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
  ],
  emptyMessages: [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Please select an inquiry type',
    'Please describe your luxury experience',
  ],
  longField: 'message',
  limitMessage:
    'You have sent several messages in a short time. Please try again in 10 minutes or e-mail us at bookings@siamhunks.example.',
});

describe('POST /api/contacts: what only the contact form takes', () => {
  it('accepts a missing or empty phone and stores null', async () => {
    const { status, body } = await post({ ...valid, phone: '' });
    expect(status).toBe(201);
    expect(stored(body.id)?.phone).toBeNull();
    const { phone: _omit, ...withoutPhone } = valid;
    expect((await post(withoutPhone)).status).toBe(201);
  });

  it('ignores a privacy flag and unknown fields (the flag is never stored)', async () => {
    const { status, body } = await post({ ...valid, privacy: true, status: 'done', id: 'mine' });
    expect(status).toBe(201);
    expect(body.id).not.toBe('mine');
    expect(stored(body.id)?.status).toBe('new');
  });
});
