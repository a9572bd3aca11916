// The admin calendar's range API and the private calendar feed, on a real SQLite file; the feed is read back with ical.js.
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPerformers, performers, performerTimeOff } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient();

const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Secret Customer ${seq}`,
  customerEmail: `secret${seq}@example.com`,
  customerPhone: `+66 81 555 ${String(seq).padStart(4, '0')}`,
  address: `${seq} Hidden Soi, Sukhumvit`,
  specialRequests: `Private wish ${seq}`,
}));
const performerIn = (city: string, skip = 0) => getDb().select().from(performers).where(eq(performers.location, city)).all()[skip]!;
const hold = (
  bookingId: string,
  performerId: string,
  eventDate: string,
  start: number,
  end: number,
  role: 'stripper' | 'waiter' = 'stripper',
) => getDb().insert(bookingPerformers).values({ bookingId, performerId, role, eventDate, startMinute: start, endMinute: end }).run();
const bangkok = (text: string) => new Date(`${text}+07:00`);

describe('GET /api/admin/calendar', () => {
  it('answers the held bookings of the range with their performers, and the time off overlapping it, without customer data', async () => {
    const nathan = performerIn('pattaya');
    const other = performerIn('pattaya', 1);
    const pending = addBooking({ eventDate: '2030-07-01', eventTime: '21:30', duration: 90 });
    hold(pending.id, nathan.id, '2030-07-01', 1290, 1380);
    const services = JSON.stringify({
      services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'double-trouble' },
    });
    const confirmed = addBooking({ status: 'confirmed', eventDate: '2030-07-07', eventTime: '09:00', additionalData: services });
    // From the evening before: one runs past midnight into the range, one ends before it.
    const spilling = addBooking({ eventDate: '2030-06-30', eventTime: '23:30', duration: 120 });
    addBooking({ eventDate: '2030-06-30', eventTime: '22:00', duration: 120 });
    addBooking({ status: 'requested', eventDate: '2030-07-02' });
    addBooking({ status: 'cancelled', eventDate: '2030-07-03' });
    addBooking({ status: 'completed', eventDate: '2030-07-03' });
    addBooking({ status: 'confirmed', eventDate: '2030-07-08' });
    const db = getDb();
    const inside = db
      .insert(performerTimeOff)
      .values({ performerId: other.id, startsAt: bangkok('2030-06-30T00:00'), endsAt: bangkok('2030-07-02T00:00'), note: 'Visa run' })
      .returning()
      .get();
    db.insert(performerTimeOff)
      .values({ performerId: other.id, startsAt: bangkok('2030-06-29T00:00'), endsAt: bangkok('2030-07-01T00:00') })
      .run();
    db.insert(performerTimeOff)
      .values({ performerId: other.id, startsAt: bangkok('2030-07-08T00:00'), endsAt: bangkok('2030-07-09T00:00') })
      .run();

    const response = await admin.call('GET', '/api/admin/calendar?from=2030-07-01&to=2030-07-07');
    expect(response.status).toBe(200);
    expect(response.body.bookings.map((b: { id: string }) => b.id)).toEqual([spilling.id, pending.id, confirmed.id]);
    expect(response.body.bookings[1]).toEqual({
      id: pending.id,
      reference: pending.id.slice(-8).toUpperCase(),
      status: 'pending',
      eventDate: '2030-07-01',
      eventTime: '21:30',
      duration: 90,
      serviceType: 'male-stripper',
      location: 'pattaya',
      performers: [{ id: nathan.id, name: nathan.name, role: 'stripper', night: { status: null, at: null, etaMinutes: null } }],
      briefMissing: false,
    });
    // Every service chosen, by name, not only the stripper's stored serviceType.
    expect(response.body.bookings[2].serviceType).toBe('TOPLESS + DOUBLE TROUBLE');
    expect(response.body.timeOff).toEqual([
      {
        id: inside.id,
        performerId: other.id,
        performerName: other.name,
        startsAt: '2030-06-29T17:00:00.000Z',
        endsAt: '2030-07-01T17:00:00.000Z',
        note: 'Visa run',
      },
    ]);
    expect(response.text).not.toMatch(/Secret Customer|secret\d@|Hidden Soi|\+66|Private wish|totalPrice/);
  });

  it('names a performer booked as both stripper and waiter once', async () => {
    const kenji = performerIn('phuket');
    const jake = performerIn('phuket', 1);
    const both = addBooking({ location: 'phuket', eventDate: '2030-10-01', eventTime: '20:00', duration: 60 });
    hold(both.id, kenji.id, '2030-10-01', 1200, 1260, 'stripper');
    hold(both.id, kenji.id, '2030-10-01', 1200, 1260, 'waiter');
    hold(both.id, jake.id, '2030-10-01', 1200, 1260, 'waiter');
    const response = await admin.call('GET', '/api/admin/calendar?from=2030-10-01&to=2030-10-01');
    const names = response.body.bookings[0].performers.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual([jake.name, kenji.name].sort());
  });

  it.each([
    ['', 'from must be a date (YYYY-MM-DD)'],
    ['from=2030-02-30&to=2030-03-01', 'from must be a date (YYYY-MM-DD)'],
    ['from=2030-07-08&to=2030-07-01', 'to must not be before from'],
    ['from=2030-07-01&to=2030-08-12', 'The range must be at most 42 days'],
  ])('refuses ?%s with 400', async (query, error) => {
    expect(await admin.call('GET', `/api/admin/calendar?${query}`)).toMatchObject({ status: 400, body: { error } });
  });

  it('needs the admin session', async () => {
    expect((await new TestClient('198.51.100.40').call('GET', '/api/admin/calendar?from=2030-07-01&to=2030-07-07')).status).toBe(401);
  });
});

/** The feed's path from its URL. */
const pathOf = (url: string) => new URL(url).pathname;

/** The feed parsed by ical.js, its time zone registered so times resolve to instants. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

describe('the private calendar feed', () => {
  it('is off until the admin makes a URL; the URL serves held bookings with times and performers and no contact data', async () => {
    expect(await admin.call('GET', '/api/admin/calendar-feed')).toMatchObject({ status: 200, body: { active: false, createdAt: null } });
    const made = await admin.mutate('POST', '/api/admin/calendar-feed');
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(/^http:\/\/localhost:4321\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect((await admin.call('GET', '/api/admin/calendar-feed')).body).toMatchObject({ active: true, createdAt: expect.any(String) });

    const nathan = performerIn('bangkok');
    const late = addBooking({
      status: 'confirmed',
      eventDate: '2030-09-01',
      eventTime: '23:30',
      duration: 120,
      location: 'bangkok',
      serviceType: 'FULL MONTY',
    });
    hold(late.id, nathan.id, '2030-09-01', 1410, 1530);
    const requested = addBooking({ status: 'requested', eventDate: '2030-09-02' });

    const feed = await new TestClient('198.51.100.41').call('GET', pathOf(made.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toMatch(/no-store/);
    const { events } = parseFeed(feed.text);
    const event = events.find((e) => e.summary.includes(late.id.slice(-8).toUpperCase()))!;
    expect(event.summary).toBe(`FULL MONTY · Bangkok (#${late.id.slice(-8).toUpperCase()})`);
    expect(event.location).toBe('Bangkok');
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Bangkok');
    expect(event.startDate.zone.tzid).toBe('Asia/Bangkok');
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-09-01T16:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-09-01T18:30:00.000Z');
    expect(event.description).toContain(`Performers: ${nathan.name}`);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(events.some((e) => e.summary.includes(requested.id.slice(-8).toUpperCase()))).toBe(false);
    // Every held booking of the file is in it (the range test's pending and confirmed ones included).
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(feed.text).not.toMatch(/Secret Customer|secret\d+@|@example\.com|Hidden Soi|Sukhumvit|\+66|Private wish/);
  });

  it('a new URL ends the old one (404), and unknown tokens answer 404 then 429 for that address', async () => {
    const first = (await admin.mutate('POST', '/api/admin/calendar-feed')).body.url as string;
    const second = (await admin.mutate('POST', '/api/admin/calendar-feed')).body.url as string;
    expect(second).not.toBe(first);
    const phone = new TestClient('198.51.100.42');
    expect(await phone.call('GET', pathOf(first))).toMatchObject({ status: 404, body: { error: 'Calendar feed not found' } });
    expect((await phone.call('GET', pathOf(second))).status).toBe(200);

    const guesser = new TestClient('198.51.100.43');
    for (let i = 0; i < 10; i++) expect((await guesser.call('GET', `/api/calendar-feed/${'a'.repeat(42)}${i}.ics`)).status).toBe(404);
    const refused = await guesser.call('GET', pathOf(second));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('rotating needs the admin session and the CSRF token', async () => {
    expect((await new TestClient('198.51.100.44').call('POST', '/api/admin/calendar-feed')).status).toBe(401);
    expect((await admin.call('POST', '/api/admin/calendar-feed')).status).toBe(403);
  });
});
