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
    ['firstName', { firstName: '' }, 'First name is required', { code: 'first_name_required', params: {} }],
    ['firstName', { firstName: '   ' }, 'First name is required', { code: 'first_name_required', params: {} }],
    ['firstName', { firstName: undefined }, 'First name is required', { code: 'first_name_required', params: {} }],
    ['lastName', { lastName: '' }, 'Last name is required', { code: 'last_name_required', params: {} }],
    ['firstName', { firstName: '👰🍾💃' }, 'Please write a name with at least one letter', { code: 'name_no_letter', params: {} }],
    ['lastName', { lastName: '1 2 3' }, 'Please write a name with at least one letter', { code: 'name_no_letter', params: {} }],
    ['email', { email: '' }, 'Email is required', { code: 'email_required', params: {} }],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address', { code: 'email_invalid', params: {} }],
    [
      'email',
      { email: 'jane@example.com\r\nBcc: victim@example.com' },
      'Please enter a valid email address',
      { code: 'email_invalid', params: {} },
    ],
    [
      'email',
      { email: 'jane@example.com>, victim@example.com' },
      'Please enter a valid email address',
      { code: 'email_invalid', params: {} },
    ],
    ['inquiryType', { inquiryType: '' }, 'Please select an inquiry type', { code: 'inquiry_required', params: {} }],
    ['inquiryType', { inquiryType: 'party' }, 'Please select an inquiry type', { code: 'inquiry_required', params: {} }],
    ['message', { message: '' }, 'Please describe your luxury experience', { code: 'message_required', params: {} }],
    [
      'firstName',
      { firstName: 'a'.repeat(101) },
      'First name must be at most 100 characters',
      { code: 'first_name_too_long', params: { max: 100 } },
    ],
    [
      'lastName',
      { lastName: 'a'.repeat(101) },
      'Last name must be at most 100 characters',
      { code: 'last_name_too_long', params: { max: 100 } },
    ],
    [
      'email',
      { email: `${'a'.repeat(250)}@example.com` },
      'Email must be at most 254 characters',
      { code: 'email_too_long', params: { max: 254 } },
    ],
    ['phone', { phone: '1'.repeat(41) }, 'Phone number must be at most 40 characters', { code: 'phone_too_long', params: { max: 40 } }],
    [
      'message',
      { message: 'a'.repeat(5001) },
      'Message must be at most 5000 characters',
      { code: 'message_too_long', params: { max: 5000 } },
    ],
    ['firstName', { firstName: 42 }, 'First name is required', { code: 'first_name_required', params: {} }],
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
