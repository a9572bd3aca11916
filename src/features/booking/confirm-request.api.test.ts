// The customer's address confirmation (confirm request) and the private booking link over the real routes, on a real database file, with the
// first e-mail read from a real SMTP listener.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPerformers, bookings } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingFactory } from '@test/booking-rows';
import { confirmTokenIn, requestBooking } from '@test/bookings';
import { useSmtp, useSettings } from '@test/hooks';
import { bookingRequestSchema } from './booking.schema';
import { deleteExpiredRequests } from '@/features/privacy/request-expiry.server';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { formatEventDay } from '@/lib/dates';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp({ clearEachTest: true });
const admin = useAdminClient('203.0.113.200');

const performer = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
let day = 10;
let seq = 0;
/** A valid booking body for its own address and day (each test its own slot and its own daily mail cap). */
const body = (over: Record<string, unknown> = {}) => ({
  customerName: 'Zoe Private',
  customerEmail: `zoe${++seq}@example.com`,
  customerPhone: '+66 81 000 0000',
  location: 'bangkok',
  address: '99 Secret Lane',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: addDays(todayInBangkok(), ++day),
  eventTime: '20:00',
  specialRequests: 'Please be discreet, Aunt Gertrude must not know',
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [performer('Marco')],
  waiterIds: [],
  performanceStyle: 'topless',
  ...over,
});
let clientSeq = 0;
const browser = () => new TestClient(`10.77.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`);
const status = (id: string) => getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).get()?.status;
const PERSONAL = ['Zoe Private', 'zoe', '81 000 0000', '99 Secret Lane', 'discreet'];

describe('a new booking request', () => {
  it('holds nobody: another customer can request and confirm the same performer and slot', async () => {
    const slot = body();
    const first = await browser().call('POST', '/api/bookings', { json: slot });
    expect(first.status).toBe(201);
    expect(status(first.body.id)).toBe('requested');
    const second = browser();
    const other = await second.call('POST', '/api/bookings', { json: { ...slot, customerEmail: 'other@example.com' } });
    expect(other.status).toBe(201);
    const confirmed = await second.call('POST', '/api/bookings/confirm', {
      json: { token: confirmTokenIn(smtp.messages, 'other@example.com') },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { id: other.body.id, status: 'pending' } });
  });

  it('sends one discreet first e-mail: neutral subject, none of the typed text, the confirm link and what to do if unasked', async () => {
    const json = body();
    const { body: answer } = await browser().call('POST', '/api/bookings', { json });
    await expect.poll(() => smtp.messages.length).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelopeTo).toEqual([json.customerEmail]);
    expect(mail.parsed.subject).toBe(`Please confirm your e-mail address (${answer.id.slice(-8).toUpperCase()})`);
    for (const part of [mail.parsed.subject ?? '', mail.parsed.text ?? '', mail.parsed.html ?? '']) {
      for (const text of ['Zoe', 'Secret Lane', 'discreet', 'Gertrude', 'strip', 'topless', 'Marco']) expect(part).not.toContain(text);
    }
    expect(mail.parsed.text).toMatch(/http:\/\/localhost:4321\/booking\/confirm\?token=[\w-]{22}/);
    expect(mail.parsed.text).toContain('If you did not ask for this, ignore this e-mail');
    // Worded so that spam filters do not score it ("…until you confirm the address." did), and her address in brackets.
    expect(mail.parsed.text).toContain('Nothing is reserved until you use the link below.');
    expect(mail.parsed.text).not.toMatch(/confirm the address/i);
    expect(mail.raw).toMatch(new RegExp(`^To: "${json.customerEmail}" <${json.customerEmail}>$`, 'm'));
    expect(mail.parsed.attachments).toHaveLength(0);
    // Only the token's hash is stored.
    const token = confirmTokenIn(smtp.messages, json.customerEmail);
    expect(JSON.stringify(getDb().select().from(bookings).all())).not.toContain(token);
  });

  it('answers the 4th request for one address in a day with 429, whoever asks, storing and sending nothing', async () => {
    const email = 'capped@example.com';
    for (let i = 0; i < 3; i++)
      expect((await browser().call('POST', '/api/bookings', { json: body({ customerEmail: email }) })).status).toBe(201);
    const before = getDb().select().from(bookings).all().length;
    const fourth = await browser().call('POST', '/api/bookings', { json: body({ customerEmail: 'Capped@Example.com' }) });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(
      'We have already sent 3 confirmation e-mails to this address today. Please follow the link in one of them, or try again tomorrow.',
    );
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(getDb().select().from(bookings).all().length).toBe(before);
    await expect.poll(() => smtp.messages.length).toBe(3);
  });
});

describe('the confirm link', () => {
  it('makes the booking pending, signs the address in, and only then tells the agency; it works once', async () => {
    const json = body();
    const { body: answer } = await browser().call('POST', '/api/bookings', { json });
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual([json.customerEmail]);
    const token = confirmTokenIn(smtp.messages, json.customerEmail);
    const phone = browser();
    expect(await phone.call('POST', '/api/bookings/confirm', { json: { token } })).toMatchObject({
      status: 200,
      body: { status: 'pending' },
    });
    expect(status(answer.id)).toBe('pending');
    await expect
      .poll(() => smtp.messages.map((m) => m.envelopeTo[0]).sort())
      .toEqual(['agency@example.test', json.customerEmail, json.customerEmail]);
    // The link signed this browser in: the dashboard lists the booking and the summary shows the name.
    expect((await phone.call('GET', '/api/dashboard/bookings')).body.email).toBe(json.customerEmail);
    expect((await phone.call('GET', `/api/bookings/${answer.id}`)).body.customerName).toBe('Zoe Private');
    expect((await browser().call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(400);
  });

  it('answers 409 naming the performer when the slot was taken meanwhile; the request stays unheld', async () => {
    const slot = body({ stripperIds: [performer('Ryan')] });
    const a = await browser().call('POST', '/api/bookings', { json: slot });
    const b = await browser().call('POST', '/api/bookings', { json: { ...slot, customerEmail: 'rival@example.com', eventTime: '20:30' } });
    expect(
      (await browser().call('POST', '/api/bookings/confirm', { json: { token: confirmTokenIn(smtp.messages, 'rival@example.com') } }))
        .status,
    ).toBe(200);
    const taken = await browser().call('POST', '/api/bookings/confirm', {
      json: { token: confirmTokenIn(smtp.messages, slot.customerEmail) },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(
      `Ryan is already booked at an overlapping time on ${formatEventDay(slot.eventDate)}. Please choose another performer or time.`,
    );
    expect(taken.body).toMatchObject({ code: 'performer_booked', params: { name: 'Ryan', date: slot.eventDate } });
    expect(status(a.body.id)).toBe('requested');
    expect(status(b.body.id)).toBe('pending');
  });

  it('lets exactly one of 50 concurrent confirmations for one performer slot hold it', async () => {
    const request = bookingRequestSchema.parse(body({ stripperIds: [performer('Kenji')] }));
    const tokens = Array.from(
      { length: 50 },
      (_, i) => requestBooking(getDb(), { ...request, customerEmail: `race${i}@example.com` }).token,
    );
    const answers = await Promise.all(tokens.map((token) => browser().call('POST', '/api/bookings/confirm', { json: { token } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const held = getDb().select().from(bookingPerformers).innerJoin(bookings, eq(bookings.id, bookingPerformers.bookingId)).all();
    expect(held.filter((r) => r.booking_performers.performerId === performer('Kenji') && r.bookings.status === 'pending')).toHaveLength(1);
  });

  it('answers 400 for an unknown or expired link', async () => {
    expect((await browser().call('POST', '/api/bookings/confirm', { json: { token: 'x'.repeat(22) } })).status).toBe(400);
    const { token } = requestBooking(getDb(), bookingRequestSchema.parse(body()));
    getDb()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(bookings.status, 'requested'))
      .run();
    expect((await browser().call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(400);
  });
});

describe('expiry of unconfirmed requests', () => {
  it('deletes requests older than 24 hours with their performer rows, and nothing else', () => {
    const db = getDb();
    db.delete(bookings).run();
    const old = requestBooking(db, bookingRequestSchema.parse(body()));
    const confirmedOld = requestBooking(db, bookingRequestSchema.parse(body({ stripperIds: [performer('Daniel')] })));
    db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, confirmedOld.id)).run();
    expect(deleteExpiredRequests(db, Date.now() + 23 * 3_600_000)).toBe(0);
    expect(deleteExpiredRequests(db, Date.now() + 25 * 3_600_000)).toBe(1);
    expect(status(old.id)).toBeUndefined();
    expect(db.select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, old.id)).all()).toHaveLength(0);
    expect(status(confirmedOld.id)).toBe('pending');
  });
});

describe('the booking link', () => {
  it('shows a stranger no personal data and allows no action; the booking browser sees and may act', async () => {
    const customer = browser();
    const { body: answer } = await customer.call('POST', '/api/bookings', { json: body() });
    const id = answer.id as string;
    const stranger = browser();
    const seen = await stranger.call('GET', `/api/bookings/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      id,
      status: 'requested',
      totalPrice: 7000,
      location: 'bangkok',
      eventTime: '20:00',
      personal: false,
    });
    for (const text of PERSONAL) expect(seen.text).not.toContain(text);
    const ics = await stranger.call('GET', `/api/bookings/${id}/calendar.ics`);
    expect(ics.status).toBe(200);
    for (const text of [...PERSONAL, id, '/booking/', 'URL:']) expect(ics.text).not.toContain(text);
    expect(await stranger.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).toMatchObject({
      status: 403,
      body: {
        error: 'Please open this booking in the browser you booked with, or sign in to your bookings with the link we e-mailed you',
        code: 'needs_session',
        params: {},
      },
    });
    expect((await stranger.call('POST', `/api/bookings/${id}/advance`, { json: {} })).status).toBe(403);
    expect(status(id)).toBe('requested');
    expect(smtp.messages).toHaveLength(1);

    const own = await customer.call('GET', `/api/bookings/${id}`);
    expect(own.body).toMatchObject({ customerName: 'Zoe Private', address: '99 Secret Lane', personal: true });
    // The request's own browser may view it, not mail it: the address is not confirmed yet.
    expect(await customer.call('POST', `/api/bookings/${id}/send-summary`, { json: {} })).toMatchObject({
      status: 409,
      body: {
        error: 'Please confirm your e-mail address first with the link we e-mailed you; the summary can be sent once it is confirmed.',
        code: 'summary_needs_confirmed_address',
      },
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it('the booking cookie opens only its own booking, not another booking of the same address', async () => {
    const email = 'two-bookings@example.com';
    const first = browser();
    const { body: a } = await first.call('POST', '/api/bookings', { json: body({ customerEmail: email }) });
    const { body: b } = await browser().call('POST', '/api/bookings', { json: body({ customerEmail: email }) });
    const cookie = [...first.cookies.entries()].find(([name]) => name.startsWith('sh_booking_'))!;
    expect(cookie[1].options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect((await first.call('GET', `/api/bookings/${a.id}`)).body.personal).toBe(true);
    const other = await first.call('GET', `/api/bookings/${b.id}`);
    expect(other.body.personal).toBe(false);
    expect(other.body).not.toHaveProperty('customerEmail');
    expect((await first.call('POST', `/api/bookings/${b.id}/send-summary`, { json: {} })).status).toBe(403);
    // A copied cookie value under the other booking's name opens nothing either.
    first.cookies.set(`sh_booking_${b.id.replace(/-/g, '')}`, cookie[1]);
    expect((await first.call('GET', `/api/bookings/${b.id}`)).body.personal).toBe(false);
  });

  it('stops working 30 days after the event and once the booking is deleted', async () => {
    const add = bookingFactory(getDb);
    const recent = add({ eventDate: addDays(todayInBangkok(), -30) });
    const old = add({ eventDate: addDays(todayInBangkok(), -31) });
    const stranger = browser();
    expect((await stranger.call('GET', `/api/bookings/${recent.id}`)).status).toBe(200);
    expect(await stranger.call('GET', `/api/bookings/${old.id}`)).toMatchObject({ status: 404, body: { error: 'Booking not found' } });
    expect((await stranger.call('GET', `/api/bookings/${old.id}/calendar.ics`)).status).toBe(404);
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${recent.id}`)).status).toBe(200);
    expect((await stranger.call('GET', `/api/bookings/${recent.id}`)).status).toBe(404);
  });
});

describe('the admin and unconfirmed requests', () => {
  it('lists them as requested and can accept one after a call, conflict-checked', async () => {
    const slot = body({ stripperIds: [performer('Arthit')] });
    const { body: a } = await browser().call('POST', '/api/bookings', { json: slot });
    const { body: b } = await browser().call('POST', '/api/bookings', { json: { ...slot, customerEmail: 'second@example.com' } });
    const listed = await admin.call('GET', '/api/admin/bookings?status=requested&pageSize=50');
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(listed.body.items[0]).not.toHaveProperty('confirmTokenHash');
    expect((await admin.mutate('PATCH', `/api/admin/bookings/${a.id}/status`, { status: 'pending' })).status).toBe(200);
    // Accepting the second one (it would start holding the same performer) is refused.
    const clash = await admin.mutate('PATCH', `/api/admin/bookings/${b.id}/status`, { status: 'pending' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain('Arthit is already booked');
  });
});
