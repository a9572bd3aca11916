// The one writer of a booking's money over the real routes: the advance marked received settles the shares still
// open (no guest link asks for money after it), the open shares follow every change of the advance (the owner's
// rate, an edit of the length) so the advance is received only once all of it is, the advance never falls below
// what its shares paid, and the thank-you's receipt says what the stored advance status says.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceShares, bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { dispatch } from '@test/context';
import { bookingFactory } from '@test/booking-rows';
import { customerCookies } from '@test/bookings';
import { bookingBody } from '@test/booking-request';
import { useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp } from '@test/hooks';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { viewShareLink } from '@/features/advance/shares.server';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();
const soon = addDays(todayInBangkok(), 20);
const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Olga Organiser${seq}`,
  customerEmail: `olga${seq}@example.com`,
  status: 'confirmed',
  eventDate: soon,
}));

/** A request of the organiser (her session) through the router. */
async function organiser(method: string, path: string, bookingId: string, body?: unknown) {
  const request = new Request(`http://localhost:4321${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4321' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const response = await dispatch(request, { cookies: customerCookies(getDb(), bookingId) });
  return { status: response.status, body: await response.json() };
}
const split = async (id: string, count: number) => {
  const made = await organiser('POST', `/api/bookings/${id}/shares`, id, { count });
  expect(made.status).toBe(201);
  return (made.body.links as { url: string }[]).map((link) => new URL(link.url).searchParams.get('token')!);
};
/** A guest's "I have paid" from her link. */
async function report(token: string) {
  const form = new FormData();
  form.append('token', token);
  form.append('method', 'bank');
  const response = await dispatch(new Request('http://localhost:4321/api/shares/report', { method: 'POST', body: form }));
  return { status: response.status, body: await response.json() };
}
const receive = async (id: string, number: number) =>
  expect((await admin.mutate('POST', `/api/admin/bookings/${id}/shares/${number}`, { status: 'received' })).status).toBe(200);
const sharesOf = (id: string) =>
  getDb()
    .select({ amount: advanceShares.amount, status: advanceShares.status })
    .from(advanceShares)
    .where(eq(advanceShares.bookingId, id))
    .orderBy(asc(advanceShares.number))
    .all();
const moneyOf = (id: string) =>
  getDb()
    .select({
      total: bookings.totalPrice,
      advance: bookings.advanceAmount,
      cash: bookings.cashAmount,
      percent: bookings.advancePercent,
      status: bookings.advanceStatus,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get()!;
const setRate = async (percent: number) => expect((await admin.mutate('PUT', '/api/admin/advance-rate', { percent })).status).toBe(200);

afterEach(async () => {
  await setRate(30);
});

describe('the advance marked received', () => {
  it('settles the open shares: the organiser sees none pending, every guest link (a new one too) says paid, nobody pays again', async () => {
    const booking = addBooking({ totalPrice: 18000, advanceAmount: 5400, cashAmount: 12600, advancePercent: 30 });
    const tokens = await split(booking.id, 7);
    expect((await report(tokens[1]!)).status).toBe(200);
    await receive(booking.id, 3);
    const fresh = await organiser('POST', `/api/bookings/${booking.id}/shares/5/link`, booking.id);
    expect(fresh.status).toBe(200);
    tokens.push(new URL(fresh.body.url).searchParams.get('token')!);
    expect(sharesOf(booking.id).filter((share) => share.status === 'pending')).toHaveLength(5);

    const marked = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/advance`, { status: 'received' });
    expect(marked).toMatchObject({ status: 200, body: { advanceStatus: 'received' } });

    const listed = await organiser('GET', `/api/bookings/${booking.id}/shares`, booking.id);
    expect(listed.body.shares.map((share: { status: string; method: string }) => [share.status, share.method])).toEqual([
      ['received', 'desk'],
      ['received', 'bank'],
      ['received', 'desk'],
      ['received', 'desk'],
      ['received', 'desk'],
      ['received', 'desk'],
      ['received', 'desk'],
    ]);
    for (const token of tokens) {
      expect(viewShareLink(getDb(), token).status).toBe('received');
      expect(await report(token)).toMatchObject({ status: 409, body: { code: 'share_already_received' } });
    }
    expect((await organiser('POST', `/api/bookings/${booking.id}/shares/4/link`, booking.id)).status).toBe(409);
    expect((await organiser('POST', `/api/bookings/${booking.id}/shares/cover`, booking.id, {})).status).toBe(409);
    expect(moneyOf(booking.id)).toMatchObject({ advance: 5400, status: 'received' });
  });
});

describe('the shares follow the advance', () => {
  it('the owner sets the rate to 50%: the open shares split again to the new advance, received only once all of it is', async () => {
    const booking = addBooking({ totalPrice: 10000 });
    await split(booking.id, 3);
    expect(sharesOf(booking.id).map((share) => share.amount)).toEqual([1000, 1000, 1000]);
    await receive(booking.id, 2);

    await setRate(50);
    expect(moneyOf(booking.id)).toEqual({ total: 10000, advance: 5000, cash: 5000, percent: 50, status: 'unpaid' });
    expect(sharesOf(booking.id)).toEqual([
      { amount: 2000, status: 'pending' },
      { amount: 1000, status: 'received' },
      { amount: 2000, status: 'pending' },
    ]);
    await receive(booking.id, 1);
    expect(moneyOf(booking.id).status).toBe('unpaid');
    await receive(booking.id, 3);
    expect(moneyOf(booking.id).status).toBe('received');
  });

  it('an agency edit of the length re-prices the advance and its open shares; a total below what the shares paid is refused', async () => {
    const made = await admin.mutate(
      'POST',
      '/api/admin/bookings',
      bookingBody({ customerName: 'Desk Organiser', customerEmail: 'desk.organiser@example.com', occasion: 'birthday', eventDate: soon }),
    );
    expect(made.status).toBe(201);
    const id: string = made.body.id;
    await mailSettled();
    const before = moneyOf(id);
    await split(id, 3);
    await receive(id, 2);
    const paid = sharesOf(id)[1]!.amount;

    const longer = await admin.mutate('PATCH', `/api/admin/bookings/${id}`, { duration: 120, notifyCustomer: false });
    expect(longer.status).toBe(200);
    const after = moneyOf(id);
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.advance).toBe(Math.round(after.total * 0.3));
    const shares = sharesOf(id);
    expect(shares[1]).toEqual({ amount: paid, status: 'received' });
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(after.advance);
    expect(Math.abs(shares[0]!.amount - shares[2]!.amount)).toBeLessThanOrEqual(1);

    const below = await admin.mutate('PATCH', `/api/admin/bookings/${id}`, {
      priceOverride: { total: paid - 1, reason: 'Sconto amico' },
      notifyCustomer: false,
    });
    expect(below).toMatchObject({ status: 400, body: { code: 'total_below_paid_advance', params: { total: paid - 1, paid } } });
    expect(moneyOf(id)).toEqual(after);
    expect(sharesOf(id)).toEqual(shares);
  });
});

describe('an advance below what its shares paid', () => {
  it('a lower rate keeps the advance at what was paid (the open share, asking nothing, goes and the advance is received)', async () => {
    const booking = addBooking({ totalPrice: 10000 });
    const tokens = await split(booking.id, 3);
    await receive(booking.id, 1);
    await receive(booking.id, 2);

    await setRate(10);
    expect(moneyOf(booking.id)).toEqual({ total: 10000, advance: 2000, cash: 8000, percent: null, status: 'received' });
    expect(sharesOf(booking.id)).toEqual([
      { amount: 1000, status: 'received' },
      { amount: 1000, status: 'received' },
    ]);
    expect((await report(tokens[2]!)).status).toBe(404);
  });

  it('a cash set in the Confirm dialog that would leave less is refused in Italian, storing nothing; a smaller one re-splits', async () => {
    const booking = addBooking({ totalPrice: 10000, status: 'pending' });
    await split(booking.id, 3);
    await receive(booking.id, 1);
    await receive(booking.id, 2);
    const url = `/api/admin/bookings/${booking.id}/send-confirmation`;

    const refused = await admin.mutate('POST', url, { cashAmount: 8500 });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'advance_below_paid_shares',
        params: { advance: 1500, paid: 2000 },
        issues: [{ path: 'cashAmount', code: 'advance_below_paid_shares' }],
      },
    });
    expect(moneyOf(booking.id)).toEqual({ total: 10000, advance: 3000, cash: 7000, percent: 30, status: 'unpaid' });
    expect(getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).get()!.status).toBe('pending');

    expect((await admin.mutate('POST', url, { cashAmount: 7500 })).status).toBe(200);
    expect(moneyOf(booking.id)).toEqual({ total: 10000, advance: 2500, cash: 7500, percent: null, status: 'unpaid' });
    expect(sharesOf(booking.id).map((share) => share.amount)).toEqual([1000, 1000, 500]);
  });
});

describe('the thank-you of a completed booking', () => {
  it('says an advance never paid is still due, in English and Thai, never that it was paid', async () => {
    const yesterday = addDays(todayInBangkok(), -1);
    for (const [locale, due, paid] of [
      ['en', 'Advance still due: ฿4,500', /paid online|Advance unpaid/i],
      ['th', 'มัดจำที่ยังต้องชำระ: ฿4,500', /มัดจำที่ชำระออนไลน์/],
    ] as const) {
      const email = `thanks-${locale}@example.com`;
      const booking = addBooking({ customerEmail: email, locale, eventDate: yesterday, totalPrice: 15000 });
      const completed = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/send-confirmation`, {
        cashAmount: 10500,
        finalStatus: 'completed',
      });
      expect(completed.status).toBe(200);
      await mailSettled();
      const text = smtp.messages.findLast((m) => m.envelopeTo.includes(email))!.parsed.text!;
      expect(text).toContain(due);
      expect(text).not.toMatch(paid);
    }
  });
});
