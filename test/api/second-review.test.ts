// The doors a second security review found, tried as a stranger would over the real routes on a real
// database file (no SMTP: e-mails become .eml files in the outbox, as in a default install).
import { existsSync, readdirSync } from 'node:fs';
import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, dashboardTokens, outbox, rateLimits } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { slipsDir } from '@/lib/server/config';
import { storeSlip } from '@/lib/server/slips';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { CONFIRM_MAILS_PER_DAY } from '@/features/booking/submit-booking.server';
import { deleteExpiredRequests } from '@/features/privacy/request-expiry.server';
import { SIGN_IN_MAILS_PER_DAY, SIGN_IN_MAILS_PER_MAILBOX_DAY, signInLinksSettled } from '@/lib/server/sign-in-links';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { png } from '@test/images';
import { filesContaining } from '@test/raw-files';
import { deliveredToken } from '@test/outbox-files';

useTempApp();
const admin = useAdminClient('203.0.113.250');

const performer = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
let day = 20;
let clientSeq = 0;
/** A stranger's or customer's browser: its own address and cookie jar. */
const browser = () => new TestClient(`10.88.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`);
/** A booking body for its own day; the customer's text carries `marker`. */
const body = (customerEmail: string, marker = 'Zoe', over: Record<string, unknown> = {}) => ({
  customerName: `${marker} You are a pervert`,
  customerEmail,
  customerPhone: '+66 81 999 0000',
  location: 'bangkok',
  address: `${marker} Tower 12`,
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: addDays(todayInBangkok(), ++day),
  eventTime: '20:00',
  specialRequests: `${marker} see https://evil.example/x`,
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [performer('Marco')],
  waiterIds: [],
  performanceStyle: 'topless',
  ...over,
});

/** Makes a request from `client` (keeping its booking cookie); answers its id. */
async function request(client: TestClient, json: ReturnType<typeof body>): Promise<string> {
  const answer = await client.call('POST', '/api/bookings', { json });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as string;
}

const confirmToken = async (email: string) => (await deliveredToken(email, '/booking/confirm'))!;

const mailsOfKind = (email: string, kind: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)))
    .all().length;

async function reportSlip(client: TestClient, id: string) {
  const form = new FormData();
  form.append('slip', new File([new Uint8Array(await png())], 'slip.png', { type: 'image/png' }));
  return client.call('POST', `/api/bookings/${id}/advance`, { body: form });
}

const slipFiles = () => (existsSync(slipsDir()) ? readdirSync(slipsDir()) : []);

describe('1. an unconfirmed request mails nothing the requester typed', () => {
  it('its cookie can view the request but not mail the summary to the typed address', async () => {
    const stranger = browser();
    const victim = 'victim1@example.com';
    const id = await request(stranger, body(victim, 'Pervert1'));
    expect((await stranger.call('GET', `/api/bookings/${id}`)).body).toMatchObject({
      personal: true,
      customerName: 'Pervert1 You are a pervert',
    });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await stranger.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).status);
    expect(answers).toEqual([409, 409, 409, 409, 409]);
    expect(mailsOfKind(victim, 'booking-summary')).toBe(0);
    // The only e-mail to the address is the discreet confirm link, carrying none of the typed text.
    expect(
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, victim))
        .all()
        .map((m) => m.kind),
    ).toEqual(['confirm-request']);
    expect(JSON.stringify(getDb().select().from(outbox).where(eq(outbox.recipient, victim)).all())).not.toMatch(
      /Pervert1|pervert|evil\.example|Strip/,
    );

    // Confirmed by the address's owner, the summary goes.
    const owner = browser();
    expect((await owner.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(victim) } })).status).toBe(200);
    expect((await owner.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).status).toBe(200);
    expect(mailsOfKind(victim, 'booking-summary')).toBe(1);
  });

  it('counts the daily confirm-mail cap per mailbox: case and +tags are one inbox', async () => {
    const statuses = [];
    for (const email of ['plus@example.com', 'plus+1@example.com', 'PLUS+2@Example.com', 'plus+3@example.com'])
      statuses.push((await browser().call('POST', '/api/bookings', { json: body(email) })).status);
    expect(statuses).toEqual([...Array<number>(CONFIRM_MAILS_PER_DAY).fill(201), 429]);
  });
});

describe('4. slips only on confirmed bookings, and gone with their booking', () => {
  it('refuses a payment report or slip on an unconfirmed request, even with its cookie; takes it once confirmed', async () => {
    const customer = browser();
    const email = 'slipper@example.com';
    const id = await request(customer, body(email));
    const before = slipFiles().length;
    const refused = await reportSlip(customer, id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('confirm your e-mail address');
    expect((await customer.call('POST', `/api/bookings/${id}/advance`, { json: {} })).status).toBe(409);
    expect(slipFiles()).toHaveLength(before);
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    expect((await reportSlip(customer, id)).body).toMatchObject({ advanceStatus: 'reported', slip: true });
    expect(slipFiles()).toHaveLength(before + 1);
  });

  it('the expiry of unconfirmed requests deletes their slips', () => {
    const slip = storeSlip(getDb(), Buffer.from('old slip'));
    const db = getDb();
    db.insert(bookings)
      .values({
        ...body('expired-slip@example.com'),
        customerName: 'Expired',
        serviceType: 'male-stripper',
        duration: 60,
        totalPrice: 7000,
        status: 'requested',
        advanceSlip: slip,
        createdAt: new Date(Date.now() - 48 * 3_600_000),
      })
      .run();
    expect(slipFiles()).toContain(slip);
    expect(deleteExpiredRequests(db)).toBeGreaterThanOrEqual(1);
    expect(slipFiles()).not.toContain(slip);
  });
});

describe('7. rate-limit keys hold no address', () => {
  it('keys the per-address limits by a keyed hash', async () => {
    const email = 'hashed.key@example.com';
    const client = browser();
    await request(client, body(email));
    expect((await client.call('POST', '/api/dashboard/link', { json: { email } })).status).toBe(202);
    await signInLinksSettled();
    const keys = getDb()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .all()
      .map((r) => r.key);
    expect(keys.filter((k) => /^(confirm-mail|dash-mail|dash-email):/.test(k)).length).toBeGreaterThanOrEqual(3);
    expect(keys.filter((k) => k.includes('@'))).toEqual([]);
    expect(keys.filter((k) => k.includes('hashed.key'))).toEqual([]);
  });
});

describe('8. summary:{id} counts only tries that passed the access check', () => {
  it("a stranger holding the link spends none of the customer's budget and random ids leave no rows", async () => {
    const customer = browser();
    const email = 'budget@example.com';
    const id = await request(customer, body(email));
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    const stranger = browser();
    for (let i = 0; i < 5; i++) expect((await stranger.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).status).toBe(403);
    expect((await customer.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).status).toBe(200);
    expect(
      getDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `summary:${id}`))
        .get()?.count,
    ).toBe(1);
    const prober = browser();
    const probed = Array.from({ length: 40 }, () => crypto.randomUUID());
    for (const guess of probed) await prober.call('POST', `/api/bookings/${guess}/send-summary`, { json: {} });
    const keys = new Set(
      getDb()
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .all()
        .map((r) => r.key),
    );
    expect(probed.filter((guess) => keys.has(`summary:${guess}`))).toEqual([]);
  });
});

describe('9. "Download my data" holds no secrets', () => {
  it('exports what the customer gave and what we did with it, without token or cookie hashes', async () => {
    const customer = browser();
    const email = 'exporter@example.com';
    const id = await request(customer, body(email));
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    const stored = getDb().select().from(bookings).where(eq(bookings.id, id)).get()!;
    const data = await customer.call('GET', '/api/dashboard/data');
    expect(data.status).toBe(200);
    expect(data.body.bookings[0]).toMatchObject({ id, customerEmail: email, status: 'pending' });
    for (const key of Object.keys(data.body.bookings[0] as object)) expect(key).not.toMatch(/hash|token|secret|browserKey|^advanceSlip$/i);
    for (const secret of [stored.confirmTokenHash!, stored.browserKeyHash!]) expect(data.text).not.toContain(secret);
  });
});

describe('11. a deleted booking leaves no trace in the database file, its WAL or the outbox', () => {
  it('after the admin deletes it', async () => {
    const marker = `Gone${crypto.randomUUID().slice(0, 8)}`;
    const email = `${marker.toLowerCase()}@example.com`;
    const customer = browser();
    const id = await request(customer, body(email, marker));
    expect((await customer.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    expect(filesContaining(marker).length).toBeGreaterThanOrEqual(2);
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${id}`)).status).toBe(200);
    expect(filesContaining(marker)).toEqual([]);
    expect(filesContaining(email)).toEqual([]);
    expect(filesContaining('81 999 0000').filter((f) => f.includes(marker))).toEqual([]);
  });

  it('after an unconfirmed request expires', async () => {
    const marker = `Lapsed${crypto.randomUUID().slice(0, 8)}`;
    const email = `${marker.toLowerCase()}@example.com`;
    await request(browser(), body(email, marker));
    expect(filesContaining(email).length).toBeGreaterThanOrEqual(1);
    const db = getDb();
    db.update(bookings)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(and(eq(bookings.customerEmail, email), lt(bookings.createdAt, new Date(Date.now() + 60_000))))
      .run();
    expect(deleteExpiredRequests(db)).toBeGreaterThanOrEqual(1);
    expect(filesContaining(marker)).toEqual([]);
    expect(filesContaining(email)).toEqual([]);
  });
});

describe("13. strangers cannot spend the owner's sign-in e-mails", () => {
  const linkFrom = (client: TestClient, email: string) => client.call('POST', '/api/dashboard/link', { json: { email } });
  const tokens = (email: string) => getDb().select().from(dashboardTokens).where(eq(dashboardTokens.email, email)).all().length;

  it("requests from other clients do not use up the owner's own", async () => {
    const email = 'owner13@example.com';
    const owner = browser();
    const id = await request(owner, body(email));
    expect((await owner.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    expect(id).toBeTruthy();
    const before = tokens(email);
    // Two strangers, as many requests as each client may make.
    for (const stranger of [browser(), browser()]) for (let i = 0; i < 3; i++) expect((await linkFrom(stranger, email)).status).toBe(202);
    await signInLinksSettled();
    const fresh = browser();
    expect((await linkFrom(fresh, email)).status).toBe(202);
    await signInLinksSettled();
    expect(tokens(email)).toBe(before + 7);
  });

  it("once many strangers spent the mailbox's daily e-mails, a browser signed in before still gets its link", async () => {
    const email = 'device13@example.com';
    const owner = browser();
    await request(owner, body(email));
    // The confirm button signed this browser in: it now carries the device cookie.
    expect((await owner.call('POST', '/api/bookings/confirm', { json: { token: await confirmToken(email) } })).status).toBe(200);
    expect(owner.cookies.has('sh_device')).toBe(true);
    const strangers = Math.ceil(SIGN_IN_MAILS_PER_MAILBOX_DAY / 3) + 1;
    for (let s = 0; s < strangers; s++) {
      const stranger = browser();
      for (let i = 0; i < 3; i++) await linkFrom(stranger, email);
    }
    await signInLinksSettled();
    expect(tokens(email)).toBe(SIGN_IN_MAILS_PER_MAILBOX_DAY);
    // A new browser gets nothing more today (the flood guard) ...
    expect((await linkFrom(browser(), email)).status).toBe(202);
    await signInLinksSettled();
    expect(tokens(email)).toBe(SIGN_IN_MAILS_PER_MAILBOX_DAY);
    // ... the owner's browser does, up to its own daily budget.
    for (let i = 0; i < 3; i++) expect((await linkFrom(owner, email)).status).toBe(202);
    await signInLinksSettled();
    expect(tokens(email)).toBe(SIGN_IN_MAILS_PER_MAILBOX_DAY + 3);
    expect(SIGN_IN_MAILS_PER_DAY).toBeGreaterThanOrEqual(3);
    // The device cookie counts only for the address it was signed in as.
    expect((await linkFrom(owner, 'someone-else@example.com')).status).toBe(202);
  });
});
