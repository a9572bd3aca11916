// The advance split across the group over the real routes: the organiser's split (always the stored advance),
// each guest's report from her own link, the agency's "received", the booking's advance following its shares
// (so the release of unpaid holds counts them), and every refusal with its status, storing nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { advanceShareLinks, advanceShares, bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { fakeContext } from '@test/context';
import { bookingFactory } from '@test/booking-rows';
import { customerCookies } from '@test/bookings';
import { useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { GET as listRoute, POST as splitRoute } from '@/pages/api/bookings/[id]/shares';
import { POST as reportRoute } from '@/pages/api/shares/report';
import { runHoldRelease } from '@/features/holds/holds.server';
import { SHARE_COUNT_RULE } from './shares';
import { SHARE_ALREADY_RECEIVED, SHARE_BOOKING_CANCELLED, SHARE_LINK_UNKNOWN, SPLIT_AFTER_PAYMENT } from './shares.server';

const server = useTempApp();
useSmtp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Anna Organiser${seq}`,
  customerEmail: `org${seq}@example.com`,
  status: 'pending',
}));

let address = 0;
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

/** The organiser's split through the route, with her session (or none). */
async function split(id: string, body: unknown, signedIn = true) {
  const request = new Request(`http://localhost:4321/api/bookings/${id}/shares`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer(await splitRoute(fakeContext(request, { params: { id }, cookies: signedIn ? customerCookies(getDb(), id) : undefined })));
}

/** A guest's report from her link (its token), from her own address. */
async function report(token: string, fields: { method?: string; slip?: { data: Buffer; type: string } } = {}) {
  const form = new FormData();
  form.append('token', token);
  if (fields.method) form.append('method', fields.method);
  if (fields.slip) form.append('slip', new File([new Uint8Array(fields.slip.data)], 'slip', { type: fields.slip.type }));
  const request = new Request('http://localhost:4321/api/shares/report', { method: 'POST', body: form });
  return answer(await reportRoute(fakeContext(request, { address: `198.51.100.${++address % 250}` })));
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const advanceOf = (id: string) =>
  getDb().select({ status: bookings.advanceStatus }).from(bookings).where(eq(bookings.id, id)).get()!.status;
const receive = (id: string, number: number) => admin.mutate('POST', `/api/admin/bookings/${id}/shares/${number}`, { status: 'received' });

describe('splitting the advance', () => {
  it('splits the stored advance into equal shares, the remainder on the organiser’s, one guest free, each with its own link', async () => {
    const booking = addBooking({ totalPrice: 15_004, advanceAmount: 4501, cashAmount: 10_503, advancePercent: null });
    const four = await split(booking.id, { count: 4 });
    expect(four.status).toBe(201);
    expect(four.body.shares.map((s: { amount: number }) => s.amount)).toEqual([1126, 1125, 1125, 1125]);
    expect(four.body.shares[1]).toMatchObject({ number: 2, status: 'pending', reference: `${booking.id.slice(-8).toUpperCase()}-2` });
    expect(new Set(four.body.links.map((l: { url: string }) => l.url)).size).toBe(4);
    expect(four.body.links[0].url).toMatch(/^http:\/\/localhost:4321\/pay\?token=[\w-]{22}$/);
    // Only hashes are stored.
    const stored = getDb()
      .select({ hash: advanceShareLinks.tokenHash })
      .from(advanceShareLinks)
      .innerJoin(advanceShares, eq(advanceShares.id, advanceShareLinks.shareId))
      .where(eq(advanceShares.bookingId, booking.id))
      .all();
    expect(stored).toHaveLength(4);
    for (const { url } of four.body.links) expect(stored.map((s) => s.hash)).not.toContain(tokenOf(url));

    // Split again while nobody paid: the old links stop working.
    const free = await split(booking.id, { count: 5, oneGoesFree: true });
    expect(free.body.shares.map((s: { amount: number }) => s.amount)).toEqual([1126, 1125, 1125, 1125]);
    expect((await report(tokenOf(four.body.links[1].url))).status).toBe(404);
    const listed = await listRoute(
      fakeContext(new Request(`http://localhost:4321/api/bookings/${booking.id}/shares`), {
        params: { id: booking.id },
        cookies: customerCookies(getDb(), booking.id),
      }),
    );
    expect((await listed.json()).shares).toHaveLength(4);
  });

  it('refuses a count outside 2–30, a split without the session, of a cancelled booking or after a payment; nothing changes', async () => {
    const booking = addBooking();
    for (const count of [1, 31, 2.5]) {
      const refused = await split(booking.id, { count });
      expect(refused).toMatchObject({ status: 400, body: { error: SHARE_COUNT_RULE } });
    }
    expect((await split(booking.id, { count: 3 }, false)).status).toBe(403);
    const cancelled = addBooking({ status: 'cancelled' });
    expect(await split(cancelled.id, { count: 3 })).toMatchObject({ status: 409, body: { error: SHARE_BOOKING_CANCELLED } });
    const { body } = await split(booking.id, { count: 3 });
    expect((await report(tokenOf(body.links[2].url), { method: 'bank' })).status).toBe(200);
    expect(await split(booking.id, { count: 2 })).toMatchObject({
      status: 409,
      body: { error: SPLIT_AFTER_PAYMENT, code: 'split_after_payment' },
    });
    const reported = addBooking({ advanceStatus: 'reported' });
    expect((await split(reported.id, { count: 2 })).status).toBe(409);
    expect(getDb().select().from(advanceShares).where(eq(advanceShares.bookingId, booking.id)).all()).toHaveLength(3);
  });
});

describe('paying a share', () => {
  it('three guests report by three ways (one with a slip), the organiser covers the last, the agency receives them: the advance is received', async () => {
    const booking = addBooking();
    const { body } = await split(booking.id, { count: 4 });
    const [own, ...guests] = body.links.map((l: { url: string }) => tokenOf(l.url));
    const slip = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    expect(await report(guests[0], { method: 'promptpay', slip: { data: slip, type: 'image/jpeg' } })).toMatchObject({
      status: 200,
      body: { number: 2, status: 'reported', method: 'promptpay', slip: true },
    });
    expect((await report(guests[1], { method: 'bank' })).body).toMatchObject({ status: 'reported', method: 'bank' });
    expect((await report(guests[2], { method: 'link' })).body).toMatchObject({ status: 'reported', method: 'link' });
    expect(advanceOf(booking.id)).toBe('unpaid');
    expect((await report(own, { method: 'bank' })).status).toBe(200);
    expect(advanceOf(booking.id)).toBe('reported');
    for (const number of [1, 2, 3, 4]) expect((await receive(booking.id, number)).status).toBe(200);
    expect(advanceOf(booking.id)).toBe('received');
    expect((await receive(booking.id, 1)).status).toBe(409);
    expect(await report(guests[0])).toMatchObject({ status: 409, body: { error: SHARE_ALREADY_RECEIVED } });
    const listed = await admin.call('GET', `/api/admin/bookings/${booking.id}/shares`);
    expect(listed.body.shares.map((s: { status: string }) => s.status)).toEqual(['received', 'received', 'received', 'received']);
  });

  it('the agency sees the shares: each state and way, the slip, the CSV column and Statistiche; receiving answers the advance', async () => {
    const booking = addBooking({ eventDate: '2031-03-14', advanceAmount: 3001, status: 'confirmed' });
    const ref = booking.id.slice(-8).toUpperCase();
    const { body } = await split(booking.id, { count: 2 });
    const slip = await sharp({ create: { width: 120, height: 200, channels: 3, background: '#a62' } })
      .png()
      .toBuffer();
    expect((await report(tokenOf(body.links[1].url), { method: 'bank', slip: { data: slip, type: 'image/png' } })).status).toBe(200);
    const first = await receive(booking.id, 1);
    expect(first.body).toMatchObject({ number: 1, status: 'received', method: 'desk', advanceStatus: 'reported' });
    const served = await admin.send('GET', `/api/admin/bookings/${booking.id}/shares/2/slip`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await admin.call('GET', `/api/admin/bookings/${booking.id}/shares/1/slip`)).toMatchObject({
      status: 404,
      body: { error: 'This share has no transfer slip', code: 'share_slip_missing', params: {} },
    });
    expect(await receive(booking.id, 9)).toMatchObject({
      status: 404,
      body: { error: 'Share not found', code: 'share_not_found', params: {} },
    });

    const csv = await admin.send('GET', `/api/admin/bookings/export.csv?q=${ref}`);
    const records = parse<Record<string, string>>(await csv.text(), { bom: true, columns: true, record_delimiter: '\r\n' });
    expect(records.map((r) => r["Quote dell'acconto"])).toEqual([
      `${ref}-1 ฿1,501 Ricevuta (Registrata dall'agenzia); ${ref}-2 ฿1,500 Segnalata (Bonifico)`,
    ]);
    const figures = await admin.call('GET', '/api/admin/insights?from=2031-03-14&to=2031-03-14');
    expect(figures.body.shares).toEqual({ bookings: 1, shares: 2, received: 1, receivedAmount: 1501, openAmount: 1500 });
    expect((await receive(booking.id, 2)).body).toMatchObject({ status: 'received', advanceStatus: 'received' });
  });

  it("a share's slip goes with its booking", async () => {
    const booking = addBooking();
    const { body } = await split(booking.id, { count: 2 });
    const slips = () => readdirSync(path.join(server.dir, 'slips'));
    const before = slips().length;
    const slip = await sharp({ create: { width: 120, height: 200, channels: 3, background: '#26a' } })
      .png()
      .toBuffer();
    expect((await report(tokenOf(body.links[1].url), { slip: { data: slip, type: 'image/png' } })).status).toBe(200);
    expect(slips()).toHaveLength(before + 1);
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(200);
    expect(slips()).toHaveLength(before);
  });

  it('refuses an unknown or expired link, a cancelled booking, a made-up way and a slip that is not an image', async () => {
    const booking = addBooking();
    const { body } = await split(booking.id, { count: 2 });
    const token = tokenOf(body.links[1].url);
    expect(await report('x'.repeat(22))).toMatchObject({ status: 404, body: { error: SHARE_LINK_UNKNOWN, code: 'share_link_unknown' } });
    const method = { error: 'Please choose how you paid: promptpay, bank or link', code: 'share_method_invalid', params: {} };
    expect(await report(token, { method: 'cash' })).toMatchObject({
      status: 400,
      body: { ...method, issues: [{ path: 'method', message: method.error, code: method.code, params: {} }] },
    });
    expect((await report(token, { slip: { data: Buffer.from('not an image'), type: 'image/jpeg' } })).status).toBe(415);
    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run();
    expect(await report(token)).toMatchObject({ status: 409, body: { error: SHARE_BOOKING_CANCELLED, code: 'share_booking_cancelled' } });
    getDb().update(bookings).set({ status: 'pending', eventDate: '2020-01-01' }).where(eq(bookings.id, booking.id)).run();
    expect(await report(token)).toMatchObject({ status: 404, body: { error: SHARE_LINK_UNKNOWN } });
    expect(
      getDb()
        .select()
        .from(advanceShares)
        .where(eq(advanceShares.bookingId, booking.id))
        .all()
        .map((s) => s.status),
    ).toEqual(['pending', 'pending']);
  });

  it('the release of unpaid holds counts the shares: every share received keeps the hold, one still pending does not', async () => {
    const longAgo = new Date(Date.UTC(2029, 0, 1));
    const paid = addBooking({ heldSince: longAgo, customerEmail: 'all-paid@example.com' });
    const open = addBooking({ heldSince: longAgo, customerEmail: 'one-open@example.com' });
    for (const booking of [paid, open]) await split(booking.id, { count: 2 });
    for (const number of [1, 2]) await receive(paid.id, number);
    await receive(open.id, 1);
    runHoldRelease(getDb(), Date.UTC(2030, 0, 10));
    const remindedAt = (id: string) =>
      getDb().select({ at: bookings.holdReminderSentAt }).from(bookings).where(eq(bookings.id, id)).get()!.at;
    expect(remindedAt(paid.id)).toBeNull();
    expect(remindedAt(open.id)).not.toBeNull();
  });
});
