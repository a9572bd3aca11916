// POST /api/applications, called as Astro calls it, on a real SQLite file, mailing a real SMTP listener:
// the cases every public form shares (test/form-route.ts), then what only the application form does.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { describeFormRoute } from '@test/form-route';
import { useTempApp } from '@test/client';
import { useSmtp, useSettings } from '@test/hooks';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@siamhunks.example' });
const smtp = useSmtp({ clearEachTest: true });

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
const stored = (id: string) => getDb().select().from(applications).where(eq(applications.id, id)).get();

const post = describeFormRoute({
  path: '/api/applications',
  noun: 'application',
  kind: 'application',
  sender: 'applicant',
  smtp,
  valid,
  count: () =>
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(applications)
      .get()!.n,
  stored,
  storesAs: { body: valid, row: valid },
  mail: {
    subject: 'Nuova candidatura di un performer (Pattaya)',
    replyTo: 'tiger@example.com',
    text: ["Nome d'arte: Tiger", 'Interessato a: Becoming a Male Stripper'],
    html: ['&lt;script&gt;alert(1)&lt;/script&gt;'],
    rawHtml: '<script>',
    htmlRow: () => /<th[^>]*>Nome d(?:'|&#39;|&#x27;)arte<\/th><td[^>]*>Tiger<\/td>/,
  },
  nameFields: ['name', 'stageName'],
  refusals: [
    ['name', { name: 'A' }, 'Name must be at least 2 characters', { code: 'name_short', params: {} }],
    ['name', { name: '  A  ' }, 'Name must be at least 2 characters', { code: 'name_short', params: {} }],
    ['name', { name: undefined }, 'Name must be at least 2 characters', { code: 'name_short', params: {} }],
    ['stageName', { stageName: '' }, 'Stage name must be at least 2 characters', { code: 'stage_name_short', params: {} }],
    ['email', { email: '' }, 'Email is required', { code: 'email_required', params: {} }],
    ['email', { email: 'tiger@' }, 'Please enter a valid email address', { code: 'email_invalid', params: {} }],
    [
      'email',
      { email: 'tiger@example.com\nBcc: victim@example.com' },
      'Please enter a valid email address',
      { code: 'email_invalid', params: {} },
    ],
    ['location', { location: '' }, 'Please select your location', { code: 'location_required', params: {} }],
    ['location', { location: 'chiang-mai' }, 'Please select your location', { code: 'location_required', params: {} }],
    ['interestedIn', { interestedIn: [] }, 'Please select at least one option', { code: 'interest_required', params: {} }],
    ['interestedIn', { interestedIn: undefined }, 'Please select at least one option', { code: 'interest_required', params: {} }],
    [
      'interestedIn',
      { interestedIn: 'Becoming a Male Stripper' },
      'Please select at least one option',
      { code: 'interest_required', params: {} },
    ],
    [
      'interestedIn.0',
      { interestedIn: ['Becoming a DJ'] },
      'Please choose from the listed options',
      { code: 'interest_invalid', params: {} },
    ],
    ['age', { age: '' }, 'Please enter your age', { code: 'age_required', params: {} }],
    ['age', { age: undefined }, 'Please enter your age', { code: 'age_required', params: {} }],
    ['age', { age: '17' }, 'You must be at least 18 years old to apply', { code: 'age_minimum', params: { age: 18 } }],
    ['age', { age: 17 }, 'You must be at least 18 years old to apply', { code: 'age_minimum', params: { age: 18 } }],
    ['age', { age: '18.5' }, 'Age must be a whole number', { code: 'age_whole', params: {} }],
    ['age', { age: 'twenty' }, 'Age must be a whole number', { code: 'age_whole', params: {} }],
    ['age', { age: '-20' }, 'Age must be a whole number', { code: 'age_whole', params: {} }],
    ['age', { age: '150' }, 'Please enter your real age', { code: 'age_real', params: {} }],
    ['name', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters', { code: 'name_too_long', params: { max: 100 } }],
    [
      'stageName',
      { stageName: 'a'.repeat(101) },
      'Stage name must be at most 100 characters',
      { code: 'stage_name_too_long', params: { max: 100 } },
    ],
    ['phone', { phone: '1'.repeat(41) }, 'Phone number must be at most 40 characters', { code: 'phone_too_long', params: { max: 40 } }],
    [
      'additionalDetails',
      { additionalDetails: 'a'.repeat(2001) },
      'Additional details must be at most 2000 characters',
      { code: 'details_too_long', params: { max: 2000 } },
    ],
  ],
  emptyMessages: [
    'Name must be at least 2 characters',
    'Stage name must be at least 2 characters',
    'Email is required',
    'Please select your location',
    'Please select at least one option',
    'Please enter your age',
  ],
  longField: 'additionalDetails',
  limitMessage:
    'You have sent several messages in a short time. Please try again in 10 minutes or e-mail us at bookings@siamhunks.example.',
});

describe('POST /api/applications: what only the application form takes', () => {
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
});
