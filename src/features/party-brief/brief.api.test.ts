// The party brief through the real routes on a real SQLite file: the link job (7 days before, at once when
// closer, each once, only the token's hash stored), the form's rules in the booking's language, its windows
// (cancelled, closed 6 hours before, past), what the agency sees ("brief mancante" 48 hours before) and what
// the performer sees from 24 hours before, never the organiser's name, e-mail or phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, partyBriefs } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { hashSecret } from '@/lib/server/secrets';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, signInPerformer } from '@test/performer-portal';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { openSession } from '@/lib/server/link-sign-in';
import { bookingReference } from '@/lib/booking-reference';
import { runBriefLinks } from './brief.server';

useTempApp();
const admin = useAdminClient('203.0.113.90');
const organiser = new TestClient('198.51.100.91');
const marco = new TestClient('198.51.100.92');
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

const briefOf = (bookingId: string) => getDb().select().from(partyBriefs).where(eq(partyBriefs.bookingId, bookingId)).get();
const briefMails = (bookingId: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .filter((mail) => mail.kind === 'party-brief');
const tokenIn = (bookingId: string) => /\/brief\?token=([\w-]+)/.exec(JSON.stringify(briefMails(bookingId).at(-1)?.body))?.[1];

/** What the performers see of the brief: every answer but the night's phone. */
const SHOWN = {
  guests: 12,
  allAdults: true,
  menPresent: false,
  honoreeFirstName: 'Nina',
  access: 'Gate code 4411, room 1203',
  music: 'Pop',
  theme: 'Gold',
};
const answers = (token: string, fields: Record<string, unknown> = {}) => ({ token, ...SHOWN, nightPhone: '+66 89 111 2222', ...fields });

/** A confirmed booking `days` ahead at 20:00 holding Marco, whose brief link the job has sent: its token. */
function briefed(days: number, fields: Parameters<typeof bookingWith>[1] = {}) {
  const booking = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), days), eventTime: '20:00', ...fields });
  runBriefLinks(getDb(), Date.now());
  return { booking, token: tokenIn(booking.id)! };
}

describe('the brief link', () => {
  it('goes out 7 days before (at once for a closer booking), once, with only its hash stored', () => {
    const far = bookingWith([], { eventDate: addDays(todayInBangkok(), 10) });
    const near = bookingWith([], { eventDate: addDays(todayInBangkok(), 3) });
    const cancelled = bookingWith([], { eventDate: addDays(todayInBangkok(), 3), status: 'cancelled' });
    runBriefLinks(getDb(), Date.now());
    runBriefLinks(getDb(), Date.now());
    expect(briefMails(far.id)).toHaveLength(0);
    expect(briefMails(cancelled.id)).toHaveLength(0);
    expect(briefMails(near.id)).toHaveLength(1);
    const token = tokenIn(near.id)!;
    expect(briefOf(near.id)!.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(briefOf(near.id))).not.toContain(token);

    // Three days later the far booking is within 7 days: the job sends its link.
    runBriefLinks(getDb(), eventStartMs(far.eventDate, far.eventTime) - 7 * 24 * HOUR + 1000);
    expect(briefMails(far.id)).toHaveLength(1);
  });
});

describe('the brief form', () => {
  it('stores the answers and lets the organiser change them', async () => {
    const { booking, token } = briefed(4);
    const first = await organiser.call('POST', '/api/brief', { json: answers(token) });
    expect(first.status).toBe(200);
    expect(briefOf(booking.id)).toMatchObject({
      guests: 12,
      allAdults: true,
      menPresent: false,
      honoreeFirstName: 'Nina',
      nightPhone: '+66 89 111 2222',
    });
    const again = await organiser.call('POST', '/api/brief', { json: answers(token, { guests: 15, menPresent: true }) });
    expect(again.status).toBe(200);
    expect(briefOf(booking.id)).toMatchObject({ guests: 15, menPresent: true });
  });

  it('requires all guests 18 or over and a phone for the night, in the booking language; nothing is stored', async () => {
    const { booking, token } = briefed(4, { locale: 'th' });
    const minors = await organiser.call('POST', '/api/brief', { json: answers(token, { allAdults: false }) });
    expect(minors.status).toBe(400);
    expect(minors.body).toMatchObject({ error: 'แขกทุกคนต้องมีอายุ 18 ปีขึ้นไป กรุณายืนยัน', code: 'brief_adults', params: {} });
    const noPhone = await organiser.call('POST', '/api/brief', { json: answers(token, { nightPhone: ' ' }) });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.issues.map((i: { path: string }) => i.path)).toEqual(['nightPhone']);
    expect(briefOf(booking.id)!.submittedAt).toBeNull();
  });

  it('refuses an unknown link (400), a cancelled booking and a brief within 6 hours or past (409)', async () => {
    expect((await organiser.call('POST', '/api/brief', { json: answers('not-a-token') })).status).toBe(400);

    const { booking, token } = briefed(2);
    await organiser.call('POST', '/api/brief', { json: answers(token) });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = eventStartMs(booking.eventDate, booking.eventTime);
    vi.setSystemTime(start - 6 * HOUR);
    const late = await organiser.call('POST', '/api/brief', { json: answers(token, { guests: 40 }) });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'brief_closed', params: {} });
    expect(late.body.error).toMatch(/6 hours before/);
    vi.setSystemTime(start + HOUR);
    expect((await organiser.call('POST', '/api/brief', { json: answers(token, { guests: 40 }) })).status).toBe(409);
    expect(briefOf(booking.id)!.guests).toBe(12);
    vi.useRealTimers();

    const other = briefed(3);
    expect((await admin.mutate('PATCH', `/api/admin/bookings/${other.booking.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const cancelled = await organiser.call('POST', '/api/brief', { json: answers(other.token) });
    expect(cancelled).toMatchObject({ status: 409, body: { code: 'brief_booking_cancelled', params: {} } });
    expect(briefOf(other.booking.id)!.submittedAt).toBeNull();
  });
});

describe("the organiser's dashboard", () => {
  it('shows a card with the brief link while it is open, written or not, and none once closed', async () => {
    const email = 'dash.brief@example.com';
    const { booking, token: mailed } = briefed(3, { customerEmail: email });
    const browser = new TestClient('198.51.100.93');
    browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
    const card = async () =>
      (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === booking.id).brief;

    const due = await card();
    expect(due).toMatchObject({ written: false });
    // The e-mailed token is stored only hashed, so the card has a random link of its own: both write the brief.
    const token = new URL(due.url).searchParams.get('token')!;
    expect(token).not.toBe(mailed);
    expect((await organiser.call('POST', '/api/brief', { json: answers(token) })).status).toBe(200);
    const shown = await card();
    expect(shown).toMatchObject({ written: true });
    expect((await organiser.call('POST', '/api/brief', { json: answers(mailed, { guests: 20 }) })).status).toBe(200);
    // Each showing gives the card a new link; the card's link before stops working, the e-mailed one does not.
    expect(shown.url).not.toBe(due.url);
    expect((await organiser.call('POST', '/api/brief', { json: answers(token) })).status).toBe(400);
    expect(briefOf(booking.id)!.guests).toBe(20);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime) - 6 * HOUR);
    // A session of that day (the first one has expired by then).
    browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
    expect(await card()).toBeNull();
  });

  it('shows the card from the booking on: the day the form opens until its link goes out, then the link', async () => {
    const email = 'dash.early@example.com';
    const booking = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 12), eventTime: '20:00', customerEmail: email });
    runBriefLinks(getDb(), Date.now());
    const browser = new TestClient('198.51.100.94');
    const card = async () => {
      browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
      return (await browser.call('GET', '/api/dashboard/bookings')).body.bookings.find((b: { id: string }) => b.id === booking.id).brief;
    };
    // 7 days before the party, in Bangkok: the day the job sends the link.
    expect(await card()).toEqual({ opensOn: addDays(booking.eventDate, -7) });
    expect(briefOf(booking.id)).toBeUndefined();

    const opens = eventStartMs(booking.eventDate, booking.eventTime) - 7 * 24 * HOUR;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(opens - 60_000);
    expect(await card()).toEqual({ opensOn: addDays(booking.eventDate, -7) });
    vi.setSystemTime(opens);
    runBriefLinks(getDb(), opens);
    expect(await card()).toMatchObject({ written: false, url: expect.stringContaining('/brief?token=') });
  });
});

describe('who sees the brief', () => {
  it('the agency sees it in Booking Details, and "brief mancante" from 48 hours before when none was written', async () => {
    const { booking, token } = briefed(5);
    const early = await admin.call('GET', `/api/admin/bookings/${booking.id}`);
    expect(early.body.brief).toMatchObject({ written: null, missing: false });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime) - 48 * HOUR);
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.brief.missing).toBe(true);
    const calendarMissing = async () => {
      const range = await admin.call('GET', `/api/admin/calendar?from=${booking.eventDate}&to=${booking.eventDate}`);
      return range.body.bookings.find((b: { id: string }) => b.id === booking.id).briefMissing;
    };
    expect(await calendarMissing()).toBe(true);
    await organiser.call('POST', '/api/brief', { json: answers(token) });
    expect(await calendarMissing()).toBe(false);
    const written = (await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.brief;
    expect(written).toMatchObject({
      missing: false,
      written: { guests: 12, nightPhone: '+66 89 111 2222', access: 'Gate code 4411, room 1203' },
    });
  });

  it('the performer sees it from 24 hours before, without the organiser name, e-mail or phone', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.brief@example.com');
    const { booking, token } = briefed(3, {
      customerName: 'Secret Organiser',
      customerEmail: 'secret.org@example.com',
      customerPhone: '+66 81 999 0000',
    });
    await organiser.call('POST', '/api/brief', { json: answers(token) });
    const before = await marco.call('GET', `/api/performer/bookings`);
    expect(before.body.upcoming.find((b: { reference: string }) => b.reference === bookingReference(booking.id)).brief).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eventStartMs(booking.eventDate, booking.eventTime) - 24 * HOUR);
    const list = await marco.call('GET', `/api/performer/bookings`);
    expect(list.status).toBe(200);
    expect(list.body.upcoming.find((b: { reference: string }) => b.reference === bookingReference(booking.id)).brief).toEqual(SHOWN);
    expect(list.text).not.toMatch(/Secret|secret\.org|999 0000|111 2222/);
  });
});
