// The performer's status on the night through the real routes on a real SQLite file, at a fake clock: the
// order (Arrived before On my way allowed, Finished before Arrived not, each once), who may say it (404 for a
// booking he is not on, 409 for a booking not confirmed, declined or not tonight), the customer's e-mail at
// the first "On my way" (her language, through the outbox, once), and what the customer and the agency see.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { nightStatuses, outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, performerId, signInPerformer } from '@test/performer-portal';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { openSession } from '@/lib/server/link-sign-in';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { bookingReference } from '@/lib/booking-reference';
import { codedMessage } from '@/lib/error-codes';
import { NIGHT_ERRORS } from './night-errors';

useTempApp();
const admin = useAdminClient('203.0.113.70');
const marco = new TestClient('198.51.100.71');
const ryan = new TestClient('198.51.100.72');
const MINUTE = 60_000;
let signedIn = false;
let seq = 0;

afterEach(() => {
  vi.useRealTimers();
});

/** Marco (and Ryan) signed in; a booking holding Marco `days` ahead at 20:00 (its own day, so none overlap), the clock set to `before` ms before its start. */
async function tonight(fields: Parameters<typeof bookingWith>[1] = {}, before = 30 * MINUTE, names = ['Marco']) {
  if (!signedIn) {
    await signInPerformer(admin, marco, 'Marco', 'marco.night@example.com');
    await signInPerformer(admin, ryan, 'Ryan', 'ryan.night@example.com');
    signedIn = true;
  }
  seq += 1;
  const booking = bookingWith(names, {
    eventDate: addDays(todayInBangkok(), 3 + seq),
    eventTime: '20:00',
    duration: 60,
    customerEmail: `night${seq}@example.com`,
    ...fields,
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime) - before);
  return booking;
}

// The performer names a booking by its reference.
const say = (client: TestClient, id: string, json: Record<string, unknown>) =>
  client.call('POST', `/api/performer/bookings/${bookingReference(id)}/night`, { json });
const stored = (bookingId: string) =>
  getDb()
    .select()
    .from(nightStatuses)
    .where(and(eq(nightStatuses.bookingId, bookingId), eq(nightStatuses.performerId, performerId('Marco'))))
    .get();
const onMyWayMails = (bookingId: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .filter((mail) => mail.kind === 'night-on-my-way');

describe("the performer's statuses and their order", () => {
  it('goes On my way, Arrived, Finished, each with its time; the customer is e-mailed once, in her language', async () => {
    const booking = await tonight({ locale: 'th', customerName: 'Nok' });
    const first = await say(marco, booking.id, { status: 'on-my-way', minutes: 20 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'on-my-way', etaMinutes: 20, at: new Date(Date.now()).toISOString() });
    // New minutes while still on the way: stored, but no second e-mail.
    expect((await say(marco, booking.id, { status: 'on-my-way', minutes: 10 })).status).toBe(200);
    expect(stored(booking.id)).toMatchObject({ etaMinutes: 10 });
    const mails = onMyWayMails(booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: booking.customerEmail, subject: expect.stringContaining('Marco กำลังเดินทาง') });
    expect(JSON.stringify(mails[0]!.body)).toContain('ประมาณ 20 นาที');

    vi.setSystemTime(Date.now() + 25 * MINUTE);
    expect((await say(marco, booking.id, { status: 'arrived' })).body).toMatchObject({ status: 'arrived', etaMinutes: null });
    const late = await say(marco, booking.id, { status: 'on-my-way', minutes: 5 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'You have already said you arrived', code: 'night_arrived', params: {} });
    expect((await say(marco, booking.id, { status: 'arrived' })).status).toBe(409);

    vi.setSystemTime(Date.now() + 60 * MINUTE);
    expect((await say(marco, booking.id, { status: 'finished' })).status).toBe(200);
    expect((await say(marco, booking.id, { status: 'finished' })).body).toMatchObject({ code: 'night_finished' });
    const row = stored(booking.id)!;
    expect([row.onMyWayAt, row.arrivedAt, row.finishedAt].every((at) => at instanceof Date)).toBe(true);
    expect(row.arrivedAt!.getTime() - row.onMyWayAt!.getTime()).toBe(25 * MINUTE);
  });

  it('allows Arrived before On my way, refuses Finished before Arrived; a refusal changes nothing', async () => {
    const booking = await tonight();
    const early = await say(marco, booking.id, { status: 'finished' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Please say you arrived before you finish');
    expect(stored(booking.id)).toBeUndefined();
    expect((await say(marco, booking.id, { status: 'arrived' })).status).toBe(200);
    expect(onMyWayMails(booking.id)).toHaveLength(0);
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime));
    expect((await say(marco, booking.id, { status: 'finished' })).status).toBe(200);
  });

  it('refuses Finished before the show has started (coded, in his language), and takes it from the start minute on', async () => {
    const booking = await tonight({ eventTime: '06:50' }, 65 * MINUTE);
    expect((await say(marco, booking.id, { status: 'arrived' })).status).toBe(200);
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime) - MINUTE);
    const early = await say(marco, booking.id, { status: 'finished' });
    expect(early).toMatchObject({ status: 409, body: { code: 'night_not_started', params: {} } });
    expect(codedMessage(NIGHT_ERRORS, { code: 'night_not_started', params: {} }, 'th')).toBe(
      'การแสดงยังไม่เริ่ม: แจ้งว่าเสร็จงานได้เมื่อการแสดงเริ่มแล้ว',
    );
    expect(stored(booking.id)!.finishedAt).toBeNull();
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime));
    expect((await say(marco, booking.id, { status: 'finished' })).status).toBe(200);
  });
});

describe('who may say a status', () => {
  it('404 for a booking he is not on, 401 signed out, 400 for a bad body', async () => {
    const booking = await tonight({}, 30 * MINUTE, ['Ryan']);
    const stranger = await say(marco, booking.id, { status: 'arrived' });
    expect(stranger.status).toBe(404);
    expect((await say(new TestClient('198.51.100.79'), booking.id, { status: 'arrived' })).status).toBe(401);
    expect((await say(ryan, booking.id, { status: 'on-my-way' })).status).toBe(400);
    expect((await say(ryan, booking.id, { status: 'on-my-way', minutes: 0 })).status).toBe(400);
    expect((await say(ryan, booking.id, { status: 'gone' })).status).toBe(400);
    expect(getDb().select().from(nightStatuses).where(eq(nightStatuses.bookingId, booking.id)).all()).toEqual([]);
  });

  it('409 for a booking not confirmed, one he declined, and before its night', async () => {
    const pending = await tonight({ status: 'pending' });
    expect((await say(marco, pending.id, { status: 'arrived' })).body.error).toMatch(/not confirmed/);

    const declined = await tonight({}, 2 * 24 * 60 * MINUTE);
    expect(
      (
        await marco.call('POST', `/api/performer/bookings/${bookingReference(declined.id)}/answer`, {
          json: { answer: 'decline', reason: 'Ill' },
        })
      ).status,
    ).toBe(200);
    vi.setSystemTime(eventStartMs(declined.eventDate, declined.eventTime) - 30 * MINUTE);
    expect((await say(marco, declined.id, { status: 'arrived' })).body).toMatchObject({
      error: 'You declined this booking',
      code: 'night_declined',
    });

    const later = await tonight({}, 13 * 60 * MINUTE);
    const tooEarly = await say(marco, later.id, { status: 'on-my-way', minutes: 30 });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body).toEqual({
      error: 'You can say this from 12 hours before the start until 12 hours after the end',
      code: 'night_window',
      params: { before: 12, after: 12 },
    });
    for (const id of [pending.id, declined.id, later.id]) expect(stored(id)).toBeUndefined();
  });
});

describe('who sees the night', () => {
  it("the customer's summary poll and dashboard show each status as it changes; the agency's calendar too", async () => {
    // Tomorrow: the admin's session (made at the real time) is still open at the fake clock.
    const booking = await tonight({ customerEmail: 'follow.night@example.com', eventDate: addDays(todayInBangkok(), 1) });
    const browser = new TestClient('198.51.100.78');
    browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), booking.customerEmail), options: {} });
    const poll = async (locale = 'en') => (await browser.call('GET', `/api/bookings/${booking.id}/night?locale=${locale}`)).body;
    const dashboard = async () =>
      (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === booking.id).night;
    const calendar = async () =>
      (await admin.call('GET', `/api/admin/calendar?from=${booking.eventDate}&to=${booking.eventDate}`)).body.bookings
        .find((b: { id: string }) => b.id === booking.id)
        .performers.find((p: { name: string }) => p.name === 'Marco').night;

    expect(await poll()).toEqual({ live: true, lines: [] });
    expect(await dashboard()).toEqual({ live: true, performers: [] });
    await say(marco, booking.id, { status: 'on-my-way', minutes: 15 });
    expect(await poll()).toEqual({ live: true, lines: ['Marco is on his way: about 15 minutes from 19:30.'] });
    expect((await poll('th')).lines).toEqual(['Marco กำลังเดินทาง: ประมาณ 15 นาทีนับจาก 19:30']);
    expect(await calendar()).toMatchObject({ status: 'on-my-way', etaMinutes: 15 });

    vi.setSystemTime(Date.now() + 20 * MINUTE);
    await say(marco, booking.id, { status: 'arrived' });
    expect((await poll()).lines).toEqual(['Marco has arrived (19:50).']);
    expect((await dashboard()).performers).toEqual([
      { name: 'Marco', status: 'arrived', at: new Date(Date.now()).toISOString(), etaMinutes: null },
    ]);
    expect(await calendar()).toMatchObject({ status: 'arrived' });

    // The link without the customer's session shows nothing of the night.
    expect((await new TestClient('198.51.100.77').call('GET', `/api/bookings/${booking.id}/night`)).status).toBe(403);
  });
});
