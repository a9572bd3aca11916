// The write path of POST /api/bookings, /api/contacts and /api/applications on a real database file:
// each stored submission is one durable commit holding its rows and its rate-limit counts, and a
// refused one (invalid, rate limited, conflicting) leaves no row and no count it should not.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, bookingPerformers, bookings, contacts, outbox, rateLimits } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { addressKey } from '@/lib/server/address-key';
import { getDb } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { commitWrite } from '@/lib/server/write-batch';
import { PUBLIC_FORM_RATE_LIMIT } from '@/lib/server/public-form';
import { TestClient, useTempApp } from '@test/client';
import { bookAndConfirm } from '@test/bookings';
import { bookingBody } from '@test/reliability/bookings';
import { useSmtp, useSettings } from '@test/hooks';
import { commitsDuring } from '@test/wal';
import { bookingRequestSchema } from './booking.schema';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { BOOKINGS_PER_HOUR, CONFIRM_MAILS_PER_DAY } from './submit-booking.server';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp({ clearEachTest: true });

const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
let n = 0;
/** A valid booking of Marco (stripper and waiter) on its own date, for a fresh address. */
const booking = () => {
  n += 1;
  return bookingBody(marco, addDays(todayInBangkok(), 40 + n), '20:00', {
    customerEmail: `anna${n}@example.com`,
    selectedToplessWaiter: 'sexy-host',
    waiterIds: [marco],
  });
};
const contact = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', inquiryType: 'general', message: 'Hello' };
const application = {
  name: 'Max Power',
  stageName: 'Max',
  email: 'max@example.com',
  location: 'pattaya',
  interestedIn: ['Becoming a Male Stripper'],
  age: '25',
};

let client: TestClient;
let address = 0;
beforeEach(() => {
  address += 1;
  client = new TestClient(`192.0.2.${address}`);
});

const counter = (key: string) => getDb().select().from(rateLimits).where(eq(rateLimits.key, key)).get()?.count;
const setCounter = (key: string, count: number) =>
  getDb()
    .insert(rateLimits)
    .values({ key, count, resetAt: Date.now() + 3_600_000 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count } })
    .run();
const rows = () => ({
  bookings: getDb().select().from(bookings).all().length,
  performers: getDb().select().from(bookingPerformers).all().length,
  contacts: getDb().select().from(contacts).all().length,
  applications: getDb().select().from(applications).all().length,
});
/** Commits the outbox sender makes to deliver one e-mail: marking it sent. */
const DELIVERY_COMMITS = 1;
const post = (path: string, json: unknown) => commitsDuring(getDb(), () => client.call('POST', path, { json }));

// The app's start-up (run by the first request) writes too; it is done before any commit is counted.
beforeAll(async () => {
  expect((await new TestClient().call('GET', '/api/health')).status).toBe(200);
});

describe('POST /api/bookings: one commit', () => {
  it('stores the booking, its performer slots and both counts in one commit', async () => {
    const body = booking();
    const before = rows();
    const { commits, result } = await post('/api/bookings', body);
    expect(result.status).toBe(201);
    // The request's one commit (booking, slots, counts and its queued e-mail), then the sender's one
    // marking the e-mail sent (the client waits for the delivery before answering the test).
    expect(commits).toBe(1 + DELIVERY_COMMITS);
    expect(getDb().select().from(outbox).where(eq(outbox.bookingId, result.body.id)).all()).toMatchObject([
      { kind: 'confirm-request', status: 'sent' },
    ]);
    expect(rows()).toEqual({ ...before, bookings: before.bookings + 1, performers: before.performers + 2 });
    const stored = getDb().select().from(bookings).where(eq(bookings.id, result.body.id)).get();
    expect(stored).toMatchObject({ status: 'requested', customerEmail: body.customerEmail, eventDate: body.eventDate });
    const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, result.body.id)).all();
    expect(slots.map((s) => s.role).sort()).toEqual(['stripper', 'waiter']);
    expect(counter(`booking:${client.address}`)).toBe(1);
    expect(counter(addressKey(getDb(), 'confirm-mail', body.customerEmail))).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual([body.customerEmail]);
  });

  it('an invalid request stores nothing, counts nothing and commits nothing, even from a client at its limit', async () => {
    const before = rows();
    const invalid = await post('/api/bookings', { ...booking(), customerEmail: 'not-an-email' });
    expect(invalid.result.status).toBe(400);
    expect(invalid.commits).toBe(0);
    expect(counter(`booking:${client.address}`)).toBeUndefined();

    setCounter(`booking:${client.address}`, BOOKINGS_PER_HOUR);
    expect((await post('/api/bookings', { ...booking(), eventTime: '25:00' })).result.status).toBe(400);
    expect(rows()).toEqual(before);
    expect(counter(`booking:${client.address}`)).toBe(BOOKINGS_PER_HOUR);
  });

  it('counts only stored bookings: after 30 invalid requests the client can still book, and its 31st booking gets 429', async () => {
    for (let i = 0; i < BOOKINGS_PER_HOUR; i += 1) expect((await client.call('POST', '/api/bookings', { json: {} })).status).toBe(400);
    expect((await client.call('POST', '/api/bookings', { json: booking() })).status).toBe(201);
    expect(counter(`booking:${client.address}`)).toBe(1);
    smtp.messages.length = 0;

    setCounter(`booking:${client.address}`, BOOKINGS_PER_HOUR);
    const before = rows();
    const body = booking();
    const limited = await post('/api/bookings', body);
    expect(limited.result.status).toBe(429);
    expect(limited.result.body.error).toMatch(/^Too many requests/);
    expect(Number(limited.result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.commits).toBe(0);
    expect(rows()).toEqual(before);
    expect(counter(`booking:${client.address}`)).toBe(BOOKINGS_PER_HOUR);
    expect(counter(addressKey(getDb(), 'confirm-mail', body.customerEmail))).toBeUndefined();
    expect(smtp.messages).toHaveLength(0);
  });

  it("past the address's daily confirm e-mails nothing is stored or counted for the client either", async () => {
    const body = booking();
    setCounter(addressKey(getDb(), 'confirm-mail', body.customerEmail), CONFIRM_MAILS_PER_DAY);
    const before = rows();
    const capped = await post('/api/bookings', body);
    expect(capped.result).toMatchObject({
      status: 429,
      body: {
        error:
          'We have already sent 3 confirmation e-mails to this address today. Please follow the link in one of them, or try again tomorrow.',
        code: 'confirm_cap',
      },
    });
    expect(capped.commits).toBe(0);
    expect(rows()).toEqual(before);
    expect(counter(`booking:${client.address}`)).toBeUndefined();
    expect(counter(addressKey(getDb(), 'confirm-mail', body.customerEmail))).toBe(CONFIRM_MAILS_PER_DAY);
    expect(smtp.messages).toHaveLength(0);
  });

  it('a conflict (409) found inside the transaction leaves no booking, no slot and no count', async () => {
    const held = booking();
    bookAndConfirm(getDb(), bookingRequestSchema.parse(held));
    const before = rows();
    const clash = { ...booking(), eventDate: held.eventDate, eventTime: '21:00' };
    const refused = await post('/api/bookings', clash);
    expect(refused.result.status).toBe(409);
    expect(refused.result.body.error).toMatch(/^Marco is already booked at an overlapping time/);
    expect(refused.commits).toBe(0);
    expect(rows()).toEqual(before);
    expect(counter(`booking:${client.address}`)).toBeUndefined();
    expect(counter(addressKey(getDb(), 'confirm-mail', clash.customerEmail))).toBeUndefined();
  });
});

describe.each([
  ['contacts', '/api/contacts', contact, 'contact'],
  ['applications', '/api/applications', application, 'application'],
] as const)('POST /api/%s: one commit', (table, path, valid, form) => {
  const key = () => `form:${form}:${client.address}`;

  it('stores the row and the count in one commit', async () => {
    const before = rows();
    const { commits, result } = await post(path, valid);
    expect(result.status).toBe(201);
    // The submission's one commit (row, count and its queued e-mail), then the delivery's.
    expect(commits).toBe(1 + DELIVERY_COMMITS);
    expect(rows()).toEqual({ ...before, [table]: before[table] + 1 });
    expect(counter(key())).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual(['agency@example.test']);
  });

  it('an invalid submission is counted (one commit) and stores nothing', async () => {
    const before = rows();
    const { commits, result } = await post(path, {});
    expect(result.status).toBe(400);
    expect(commits).toBe(1);
    expect(rows()).toEqual(before);
    expect(counter(key())).toBe(1);
  });

  it('past the limit a valid submission gets 429, stores nothing and leaves the count as it was', async () => {
    setCounter(key(), PUBLIC_FORM_RATE_LIMIT.limit);
    const before = rows();
    const { commits, result } = await post(path, valid);
    expect(result.status).toBe(429);
    expect(commits).toBe(0);
    expect(rows()).toEqual(before);
    expect(counter(key())).toBe(PUBLIC_FORM_RATE_LIMIT.limit);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('commitWrite', () => {
  it('writes queued in one turn share one commit; a write that throws is undone alone and its caller gets the error', async () => {
    const insert = (key: string) => () =>
      getDb()
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: Date.now() + 60_000 })
        .run();
    const { commits, result } = await commitsDuring(getDb(), () =>
      Promise.allSettled([
        commitWrite(getDb(), insert('batch:a')),
        commitWrite(getDb(), (db) => {
          insert('batch:b')();
          db.update(rateLimits).set({ count: 2 }).where(eq(rateLimits.key, 'batch:a')).run();
          throw new HttpError(409, 'refused');
        }),
        commitWrite(getDb(), insert('batch:c')),
      ]),
    );
    expect(result.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((result[1] as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: 'refused' });
    expect(commits).toBe(1);
    expect([counter('batch:a'), counter('batch:b'), counter('batch:c')]).toEqual([1, undefined, 1]);
  });

  it('refuses asynchronous work, whose later writes would miss the commit, and stores nothing of it', async () => {
    // eslint-disable-next-line @typescript-eslint/require-await -- an async callback is what this test hands over
    const late = commitWrite(getDb(), async (db) => {
      db.insert(rateLimits)
        .values({ key: 'batch:async', count: 1, resetAt: Date.now() + 60_000 })
        .run();
    });
    await expect(late).rejects.toThrow('commitWrite needs synchronous work');
    expect(counter('batch:async')).toBeUndefined();
  });
});
