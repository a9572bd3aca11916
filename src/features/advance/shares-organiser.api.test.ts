// The organiser's actions on her split over the real router: sending a share's link to a guest's e-mail (a
// fresh link in the booking's language, the address kept for the reminders, the earlier link still working) and "I'll cover
// the rest" (every share still open reported as hers, so the advance is reported), with their refusals.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceShares, bookings, outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { dispatch } from '@test/context';
import { bookingFactory } from '@test/booking-rows';
import { customerCookies } from '@test/bookings';
import { useTempApp } from '@test/client';
import { NOTHING_TO_COVER } from './shares.server';

useTempApp();
const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Bea Planner${seq}`,
  customerEmail: `planner${seq}@example.com`,
  customerPhone: '+66 81 000 0000',
  status: 'pending',
  advanceAmount: 4000,
}));

/** A request of the organiser (her session, or none) through the router. */
async function call(method: string, path: string, body: unknown, bookingId: string, signedIn = true) {
  const request = new Request(`http://localhost:4321${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4321' },
    body: JSON.stringify(body),
  });
  const response = await dispatch(request, { cookies: signedIn ? customerCookies(getDb(), bookingId) : undefined });
  return { status: response.status, body: await response.json() };
}
const split = (id: string, count: number) => call('POST', `/api/bookings/${id}/shares`, { count }, id);
const send = (id: string, number: number, email: unknown, signedIn = true) =>
  call('POST', `/api/bookings/${id}/shares/${number}/send`, { email }, id, signedIn);
const shareMails = (id: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, id))
    .all()
    .filter((mail) => mail.kind === 'share-link');
const sharesOf = (id: string) => getDb().select().from(advanceShares).where(eq(advanceShares.bookingId, id)).all();
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
/** A guest's report from a link (its token). */
function report(token: string, method = 'bank') {
  const form = new FormData();
  form.append('token', token);
  form.append('method', method);
  return dispatch(new Request('http://localhost:4321/api/shares/report', { method: 'POST', body: form }));
}

describe("sending a share's link to a guest", () => {
  it('says the share once with one colon, and the deadline in Bangkok time, in the text and the HTML', async () => {
    const booking = addBooking({ locale: 'en' });
    await split(booking.id, 2);
    expect((await send(booking.id, 2, 'guest@example.com')).status).toBe(200);
    const { text, html } = shareMails(booking.id)[0]!.body as { text: string; html: string };
    expect(text).toMatch(/^Your share to pay: ฿2,000$/m);
    expect(text).not.toContain('::');
    expect(text).toMatch(/^Please pay by \d\d\/\d\d\/\d{4}, \d\d:\d\d \(Bangkok time\)\.$/m);
    expect(html).toContain('(Bangkok time).');
  });

  it('mails a fresh link in the booking’s language with the share and deadline only, keeps the address, the earlier link still works', async () => {
    const booking = addBooking({ locale: 'th', location: 'pattaya', address: '99 Secret Road' });
    const { body } = await split(booking.id, 4);
    const sent = await send(booking.id, 3, ' Guest.Three@Example.com ');
    expect(sent.status).toBe(200);
    expect(sent.body.share).toMatchObject({ number: 3, guestEmail: 'Guest.Three@Example.com', status: 'pending' });
    expect(sent.body.url).toMatch(/\/th\/pay\?token=/);
    expect(tokenOf(sent.body.url)).not.toBe(tokenOf(body.links[2].url));
    const [mail] = shareMails(booking.id);
    expect(mail).toMatchObject({ recipient: 'Guest.Three@Example.com' });
    const text = JSON.stringify(mail!.body);
    expect(text).toContain(tokenOf(sent.body.url));
    expect(text).toContain('Bea');
    expect(text).toContain('1,000');
    expect(text).toContain('กรุณาชำระภายใน');
    for (const secret of ['Planner', 'planner', '99 Secret Road', '+66 81']) expect(text).not.toContain(secret);
    const row = sharesOf(booking.id).find((s) => s.number === 3)!;
    expect(row.guestEmail).toBe('Guest.Three@Example.com');
    expect(row.sentAt).not.toBeNull();
    // The link shown at the split (perhaps already shared) and the mailed one both work.
    expect((await report(tokenOf(sent.body.url))).status).toBe(200);
    expect((await report(tokenOf(body.links[2].url))).status).toBe(200);
  });

  it('refuses a bad address, no session, an unknown share and a received one; nothing is sent', async () => {
    const booking = addBooking();
    await split(booking.id, 2);
    expect(await send(booking.id, 2, 'not-an-address')).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid email address' },
    });
    expect((await send(booking.id, 2, 'a@example.com', false)).status).toBe(403);
    expect(await send(booking.id, 9, 'a@example.com')).toMatchObject({
      status: 404,
      body: { error: 'Share not found', code: 'share_not_found', params: {} },
    });
    getDb().update(advanceShares).set({ status: 'received' }).where(eq(advanceShares.bookingId, booking.id)).run();
    expect((await send(booking.id, 2, 'a@example.com')).status).toBe(409);
    expect(shareMails(booking.id)).toHaveLength(0);
    expect(sharesOf(booking.id).every((s) => s.guestEmail === null)).toBe(true);
  });
});

describe("I'll cover the rest", () => {
  it('reports every share still open as the organiser’s, so the advance is reported; a second time answers 409', async () => {
    const booking = addBooking();
    const { body } = await split(booking.id, 3);
    expect((await report(tokenOf(body.links[1].url))).status).toBe(200);
    const covered = await call('POST', `/api/bookings/${booking.id}/shares/cover`, {}, booking.id);
    expect(covered.status).toBe(200);
    expect(covered.body.shares.map((s: { method: string }) => s.method)).toEqual(['organiser', 'bank', 'organiser']);
    expect(getDb().select({ status: bookings.advanceStatus }).from(bookings).where(eq(bookings.id, booking.id)).get()!.status).toBe(
      'reported',
    );
    expect(await call('POST', `/api/bookings/${booking.id}/shares/cover`, {}, booking.id)).toMatchObject({
      status: 409,
      body: { error: NOTHING_TO_COVER, code: 'nothing_to_cover', params: {} },
    });
    expect((await call('POST', `/api/bookings/${booking.id}/shares/cover`, {}, booking.id, false)).status).toBe(403);
  });
});
