// The owner's insights through the real router on a real SQLite file: every figure is compared with a count
// computed here, independently, from the rows the test wrote (cancelled, expired, anonymised bookings and
// bookings at the period's edges in Bangkok time included); the queries are checked to use their indexes.
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { applications, bookingPerformers, bookings, contacts, performerAssignments, performers, performerTimeOff } from '@db/schema';
import type { AdvanceStatus, BookingStatus } from '@db/statuses';
import { getDb } from '@/lib/server/db';
import { addDays, bangkokInstant } from '@/lib/event-time';
import { deleteExpiredRequests } from '@/features/privacy/request-expiry.server';
import { removeBookings } from '@/features/privacy/personal-data.server';
import { bookingFactory, type BookingRow } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { seededRandom } from '@test/random';
import { addPerson, clientAs } from '@test/staff';
import { insightsStatements } from './insights.server';

useTempApp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);

const FROM = '2030-06-01';
const TO = '2030-06-30';
const PREV = { from: '2030-05-02', to: '2030-05-31' };
const NOW = Date.UTC(2030, 7, 1);

const { rand, pick } = seededRandom(32);

type Seeded = {
  id: string;
  eventDate: string;
  eventTime: string;
  status: BookingStatus;
  advanceStatus: AdvanceStatus;
  totalPrice: number;
  /** The stored advance: any agreed split (not 30% of the total), so the figures must read the column. */
  advanceAmount: number;
  location: string;
  serviceType: string;
  waiter: string | null;
  occasion: string | null;
  createdAt: number;
  performers: string[];
  anonymised: boolean;
};

const seeded: Seeded[] = [];
const answers = new Map<string, 'accepted' | 'declined'>();
const timeOff: { performerId: string; startsAt: number; endsAt: number }[] = [];
const enquiries: { table: 'contacts' | 'applications'; at: number }[] = [];
let expiredDates: string[] = [];
let cast: { id: string; name: string }[] = [];

function seedBooking(fields: Partial<Seeded> & { eventDate: string }): Seeded {
  const status = fields.status ?? pick<BookingStatus>(['requested', 'pending', 'confirmed', 'completed', 'cancelled']);
  const waiter = fields.waiter === undefined ? pick(['none', 'sexy-host', 'double-trouble']) : fields.waiter;
  const row: Omit<Seeded, 'id'> = {
    eventTime: pick(['00:15', '12:00', '19:30', '21:00', '23:30']),
    status,
    advanceStatus: pick<AdvanceStatus>(['unpaid', 'reported', 'received', 'refunded']),
    totalPrice: 1000 + Math.floor(rand() * 40) * 1005,
    advanceAmount: 100 + Math.floor(rand() * 9) * 100,
    location: pick(['bangkok', 'pattaya', 'phuket']),
    serviceType: pick(['TOPLESS', 'DUO', 'NONE']),
    occasion: pick(['hens', 'birthday', 'other']),
    createdAt: Date.parse(`${fields.eventDate}T12:00:00Z`) - Math.floor(rand() * 60) * 86_400_000 - Math.floor(rand() * 24) * 3_600_000,
    performers: status === 'requested' ? [] : [...new Set([pick(cast).id, ...(rand() < 0.3 ? [pick(cast).id] : [])])],
    anonymised: false,
    ...fields,
    waiter,
  };
  const stored = addBooking({
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    status: row.status,
    advanceStatus: row.advanceStatus,
    totalPrice: row.totalPrice,
    advanceAmount: row.advanceAmount,
    cashAmount: row.totalPrice - row.advanceAmount,
    advancePercent: null,
    location: row.location,
    serviceType: row.serviceType,
    occasion: row.occasion,
    createdAt: new Date(row.createdAt),
    additionalData: JSON.stringify({ services: { selectedMaleStripper: 'topless', selectedToplessWaiter: row.waiter } }),
  } satisfies Partial<BookingRow>);
  const db = getDb();
  for (const [i, performerId] of row.performers.entries()) {
    const slot = { bookingId: stored.id, performerId, eventDate: row.eventDate, startMinute: 1200, endMinute: 1260 };
    db.insert(bookingPerformers)
      .values({ ...slot, role: 'stripper' })
      .run();
    // The same performer twice on one booking (both roles) is still one booking for them.
    if (i === 0 && rand() < 0.2)
      db.insert(bookingPerformers)
        .values({ ...slot, role: 'waiter' })
        .run();
    const answer = pick([null, 'accepted', 'declined'] as const);
    db.insert(performerAssignments).values({ bookingId: stored.id, performerId, answer }).run();
    if (answer) answers.set(`${stored.id}/${performerId}`, answer);
  }
  const seededRow = { ...row, id: stored.id };
  seeded.push(seededRow);
  return seededRow;
}

function seed() {
  const db = getDb();
  cast = db.select({ id: performers.id, name: performers.name }).from(performers).limit(5).all();
  expect(cast.length).toBe(5);
  // Random bookings from the previous period to after this one.
  for (let i = 0; i < 160; i += 1) seedBooking({ eventDate: addDays('2030-04-28', Math.floor(rand() * 70)) });
  // The edges: the first and last day of each period at the first and last minutes, and the days just outside.
  for (const eventDate of [FROM, TO, PREV.from, PREV.to, addDays(TO, 1), addDays(PREV.from, -1)])
    for (const eventTime of ['00:00', '23:30']) seedBooking({ eventDate, eventTime, status: 'confirmed' });
  // Anonymised payment records (the retention rule keeps their amounts): through the real privacy code.
  const paid = [
    seedBooking({ eventDate: '2030-06-10', status: 'completed', advanceStatus: 'received' }),
    seedBooking({ eventDate: '2030-06-11', status: 'confirmed', advanceStatus: 'refunded' }),
    seedBooking({ eventDate: '2030-05-20', status: 'completed', advanceStatus: 'received' }),
  ];
  const rows = db
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        paid.map((p) => p.id),
      ),
    )
    .all();
  db.transaction((tx) => removeBookings(tx, rows));
  for (const p of paid) Object.assign(p, { anonymised: true, occasion: null, waiter: null, performers: [] });
  expect(db.select().from(bookings).where(eq(bookings.id, paid[0]!.id)).get()!.customerName).toBe('Anonymised');
  // Expired requests: unconfirmed and older than the time-to-live, deleted by the real purge, counted per date.
  const stale = [FROM, TO, TO, addDays(TO, 1), PREV.to].map((eventDate) =>
    seedBooking({ eventDate, status: 'requested', createdAt: NOW - 30 * 86_400_000 }),
  );
  expect(deleteExpiredRequests(db, NOW)).toBeGreaterThanOrEqual(stale.length);
  const gone = new Set(seeded.filter((s) => s.status === 'requested' && s.createdAt < NOW - 24 * 3_600_000).map((s) => s.id));
  expiredDates = seeded.filter((s) => gone.has(s.id)).map((s) => s.eventDate);
  seeded.splice(0, seeded.length, ...seeded.filter((s) => !gone.has(s.id)));
  // Requests still within their time to live stay, awaiting the customer's confirmation.
  for (const eventDate of [FROM, '2030-06-15', TO]) seedBooking({ eventDate, status: 'requested', createdAt: NOW - 3_600_000 });
  // Time off across the period's start, inside, and after it.
  const off = [
    { performerId: cast[0]!.id, startsAt: bangkokInstant('2030-05-30', 0), endsAt: bangkokInstant('2030-06-03', 0) },
    { performerId: cast[1]!.id, startsAt: bangkokInstant('2030-06-10', 18 * 60), endsAt: bangkokInstant('2030-06-11', 6 * 60) },
    { performerId: cast[1]!.id, startsAt: bangkokInstant('2030-06-29', 0), endsAt: bangkokInstant('2030-07-02', 0) },
    { performerId: cast[2]!.id, startsAt: bangkokInstant('2030-07-05', 0), endsAt: bangkokInstant('2030-07-06', 0) },
  ];
  for (const t of off)
    db.insert(performerTimeOff)
      .values({ ...t, startsAt: new Date(t.startsAt), endsAt: new Date(t.endsAt) })
      .run();
  timeOff.push(...off);
  // Enquiries around the edges: 23:30 Bangkok on the last day is 16:30 UTC (in); midnight Bangkok after it is out.
  const instants = [
    bangkokInstant(TO, 23 * 60 + 30),
    bangkokInstant(addDays(TO, 1), 0),
    bangkokInstant(FROM, 0),
    bangkokInstant(FROM, 0) - 60_000,
    // A week's edge inside the period: the last minute of Sunday 23 June and the first of Monday 24 June, Bangkok time.
    bangkokInstant('2030-06-23', 23 * 60 + 59),
    bangkokInstant('2030-06-24', 0),
    ...Array.from({ length: 30 }, () => bangkokInstant(addDays('2030-04-30', Math.floor(rand() * 65)), Math.floor(rand() * 1440))),
  ];
  expect(new Date(instants[0]!).toISOString()).toBe('2030-06-30T16:30:00.000Z');
  for (const [i, at] of instants.entries()) {
    const table = i % 3 === 0 ? 'applications' : 'contacts';
    if (table === 'contacts')
      db.insert(contacts)
        .values({
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          inquiryType: 'general',
          message: 'Hello',
          createdAt: new Date(at),
        })
        .run();
    else
      db.insert(applications)
        .values({ name: 'A', stageName: 'B', email: 'a@example.com', age: '25', location: 'bangkok', createdAt: new Date(at) })
        .run();
    enquiries.push({ table, at });
  }
}

// ---- The independent reference: plain JavaScript over the rows the test wrote. ----

const inPeriod = (p: { from: string; to: string }) => (s: Seeded) => s.eventDate >= p.from && s.eventDate <= p.to;
const isBooked = (s: Seeded) => s.status === 'confirmed' || s.status === 'completed';
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);
const advanceOf = (s: Seeded) => s.advanceAmount;

function expectedFunnel(p: { from: string; to: string }) {
  const rows = seeded.filter(inPeriod(p));
  const expired = count(expiredDates, (d) => d >= p.from && d <= p.to);
  const booked = rows.filter(isBooked);
  return {
    funnel: {
      requested: rows.length + expired,
      confirmedEmail: count(rows, (s) => s.status !== 'requested'),
      confirmed: booked.length,
      completed: count(rows, (s) => s.status === 'completed'),
      cancelled: count(rows, (s) => s.status === 'cancelled'),
      expired,
      awaitingEmail: count(rows, (s) => s.status === 'requested'),
    },
    revenue: {
      total: sum(booked, (s) => s.totalPrice),
      advanceReceived: sum(
        booked.filter((s) => s.advanceStatus === 'received'),
        advanceOf,
      ),
      advanceOutstanding: sum(
        booked.filter((s) => s.advanceStatus === 'unpaid' || s.advanceStatus === 'reported'),
        advanceOf,
      ),
      cash: sum(
        rows.filter((s) => s.status === 'confirmed'),
        (s) => s.totalPrice - s.advanceAmount,
      ),
      pending: sum(
        rows.filter((s) => s.status === 'pending'),
        (s) => s.totalPrice,
      ),
    },
  };
}

function expectedGroups(key: (s: Seeded) => string | null) {
  const groups = new Map<string, { key: string; requests: number; bookings: number; revenue: number }>();
  for (const s of seeded.filter(inPeriod({ from: FROM, to: TO }))) {
    const k = key(s);
    if (k === null) continue;
    const g = groups.get(k) ?? { key: k, requests: 0, bookings: 0, revenue: 0 };
    g.requests += 1;
    if (isBooked(s)) {
      g.bookings += 1;
      g.revenue += s.totalPrice;
    }
    groups.set(k, g);
  }
  return [...groups.values()];
}

const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
const bangkokDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('GET /api/admin/insights', () => {
  it('answers every figure of the period as counted independently from the seeded rows', async () => {
    seed();
    const { status, body } = await admin.call('GET', `/api/admin/insights?from=${FROM}&to=${TO}`);
    expect(status).toBe(200);
    const period = seeded.filter(inPeriod({ from: FROM, to: TO }));
    // The seed reaches every case the figures distinguish.
    for (const s of ['requested', 'pending', 'confirmed', 'completed', 'cancelled'] as const)
      expect(count(period, (r) => r.status === s)).toBeGreaterThan(0);
    expect(count(period, (r) => r.anonymised)).toBe(2);

    expect(body.period).toEqual({ from: FROM, to: TO, days: 30 });
    const current = expectedFunnel({ from: FROM, to: TO });
    expect(body.funnel).toEqual(current.funnel);
    expect(body.revenue).toEqual(current.revenue);
    expect(current.funnel.expired).toBeGreaterThanOrEqual(3);
    const previous = expectedFunnel(PREV);
    expect(body.previous.period).toEqual(PREV);
    expect(body.previous.funnel).toEqual(previous.funnel);
    expect(body.previous.revenue).toEqual(previous.revenue);
    expect(previous.funnel.expired).toBeGreaterThanOrEqual(1);

    // The edges: 23:30 on the last day counts, the day after does not (event dates are Bangkok dates).
    const edge = seeded.filter((s) => s.eventDate === TO && s.eventTime === '23:30' && s.status === 'confirmed');
    expect(edge.length).toBeGreaterThan(0);

    expect(byKey(body.byCity)).toEqual(byKey(expectedGroups((s) => s.location)));
    expect(byKey(body.byOccasion)).toEqual(byKey(expectedGroups((s) => s.occasion ?? '')));
    const services = [
      ...expectedGroups((s) => (s.serviceType === 'NONE' ? null : s.serviceType)).map((g) => ({ kind: 'stripper', ...g })),
      ...expectedGroups((s) => (s.waiter === 'none' ? null : (s.waiter ?? ''))).map((g) => ({ kind: 'waiter', ...g })),
    ];
    const serviceKey = (rows: { kind: string; key: string }[]) =>
      [...rows].sort((a, b) => `${a.kind}/${a.key}`.localeCompare(`${b.kind}/${b.key}`));
    expect(serviceKey(body.byService)).toEqual(serviceKey(services));
    // Anonymised bookings count, with their occasion and waiter package not given.
    expect(body.byOccasion.find((g: { key: string }) => g.key === '')?.requests).toBe(2);

    // Performers: one row per booking and performer (both roles count once), over held bookings.
    const held = period.filter((s) => s.status === 'pending' || isBooked(s));
    const expectedPerformers = cast
      .map((p) => {
        const theirs = held.filter((s) => s.performers.includes(p.id));
        const booked = theirs.filter(isBooked);
        const answer = (s: Seeded) => answers.get(`${s.id}/${p.id}`);
        return {
          performerId: p.id,
          name: p.name,
          bookings: booked.length,
          revenue: sum(booked, (s) => s.totalPrice),
          accepted: count(theirs, (s) => answer(s) === 'accepted'),
          declined: count(theirs, (s) => answer(s) === 'declined'),
          unanswered: count(theirs, (s) => answer(s) === undefined),
          held: theirs.length,
        };
      })
      .filter((p) => p.held > 0)
      .map(({ held: _held, ...p }) => p);
    const byId = <T extends { performerId: string }>(rows: T[]) => [...rows].sort((a, b) => a.performerId.localeCompare(b.performerId));
    expect(byId(body.byPerformer)).toEqual(byId(expectedPerformers));
    const accepted = sum(expectedPerformers, (p) => p.accepted);
    const declined = sum(expectedPerformers, (p) => p.declined);
    expect(body.performers.acceptance).toEqual({
      accepted,
      declined,
      unanswered: sum(expectedPerformers, (p) => p.unanswered),
      rate: accepted / (accepted + declined),
    });

    // Days off inside the period (Bangkok midnight to midnight), per performer.
    const start = bangkokInstant(FROM, 0);
    const end = bangkokInstant(addDays(TO, 1), 0);
    const off = new Map<string, number>();
    for (const t of timeOff)
      if (t.startsAt < end && t.endsAt > start)
        off.set(t.performerId, (off.get(t.performerId) ?? 0) + (Math.min(t.endsAt, end) - Math.max(t.startsAt, start)) / 86_400_000);
    expect(Object.fromEntries(body.performers.daysOff.map((d: { performerId: string; days: number }) => [d.performerId, d.days]))).toEqual(
      Object.fromEntries([...off].map(([id, days]) => [id, Math.round(days * 10) / 10])),
    );
    expect(off.get(cast[0]!.id)).toBe(2);
    expect(off.get(cast[1]!.id)).toBe(0.5 + 2);

    // Heat map: weekday (Monday first) × starting hour of confirmed and completed bookings.
    const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    for (const s of period.filter(isBooked))
      heat[(new Date(`${s.eventDate}T00:00:00Z`).getUTCDay() + 6) % 7]![Number(s.eventTime.slice(0, 2))]! += 1;
    expect(body.heat).toEqual(heat);

    // Lead time: whole days from the Bangkok day of the request to the event.
    const leads = period
      .filter(isBooked)
      .map((s) => (Date.parse(`${s.eventDate}T00:00:00Z`) - Date.parse(`${bangkokDay(s.createdAt)}T00:00:00Z`)) / 86_400_000)
      .map((d) => Math.max(0, d))
      .sort((a, b) => a - b);
    expect(body.leadTime.count).toBe(leads.length);
    expect(body.leadTime.median).toBe(leads[Math.ceil(leads.length / 2) - 1]);
    expect(body.leadTime.average).toBe(Math.round((sum(leads, (d) => d) / leads.length) * 10) / 10);
    expect(body.leadTime.buckets.map((b: { count: number }) => b.count)).toEqual([
      count(leads, (d) => d <= 1),
      count(leads, (d) => d >= 2 && d <= 7),
      count(leads, (d) => d >= 8 && d <= 30),
      count(leads, (d) => d >= 31 && d <= 90),
      count(leads, (d) => d >= 91),
    ]);

    // Weekly series from the Monday of the first day (a 30-day period is shown per week).
    expect(body.seriesUnit).toBe('week');
    const weeks = ['2030-05-27', '2030-06-03', '2030-06-10', '2030-06-17', '2030-06-24'];
    expect(body.series).toEqual(
      weeks.map((bucket) => {
        const rows = period.filter((s) => mondayOf(s.eventDate) === bucket);
        return {
          bucket,
          requests: rows.length,
          bookings: count(rows, isBooked),
          revenue: sum(rows.filter(isBooked), (s) => s.totalPrice),
          cancelled: count(rows, (s) => s.status === 'cancelled'),
        };
      }),
    );

    // Enquiries per week by arrival in Bangkok time: 23:30 on the last day in, midnight after it out.
    const arrived = enquiries.filter((e) => e.at >= start && e.at < end);
    expect(arrived.some((e) => e.at === bangkokInstant(TO, 23 * 60 + 30))).toBe(true);
    expect(body.enquiries).toEqual(
      weeks.map((week) => ({
        week,
        contacts: count(arrived, (e) => e.table === 'contacts' && mondayOf(bangkokDay(e.at)) === week),
        applications: count(arrived, (e) => e.table === 'applications' && mondayOf(bangkokDay(e.at)) === week),
      })),
    );
    const before = enquiries.filter((e) => e.at >= bangkokInstant(PREV.from, 0) && e.at < start);
    expect(body.previous.enquiries).toEqual({
      contacts: count(before, (e) => e.table === 'contacts'),
      applications: count(before, (e) => e.table === 'applications'),
    });
  });

  it('is per month over a year, every month present', async () => {
    const { status, body } = await admin.call('GET', '/api/admin/insights?from=2030-01-01&to=2030-12-31');
    expect(status).toBe(200);
    expect(body.seriesUnit).toBe('month');
    expect(body.series.map((p: { bucket: string }) => p.bucket)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2030-${String(i + 1).padStart(2, '0')}`),
    );
    const year = seeded.filter(inPeriod({ from: '2030-01-01', to: '2030-12-31' }));
    for (const point of body.series) {
      const rows = year.filter((s) => s.eventDate.startsWith(point.bucket));
      expect(point.requests).toBe(rows.length);
      expect(point.revenue).toBe(sum(rows.filter(isBooked), (s) => s.totalPrice));
    }
    expect(body.funnel.expired).toBe(expiredDates.length);
  });

  it.each([
    ['', 'from must be a date (YYYY-MM-DD)'],
    ['?from=2030-06-01', 'to must be a date (YYYY-MM-DD)'],
    ['?from=2030-02-30&to=2030-03-01', 'from must be a date (YYYY-MM-DD)'],
    ['?from=01/06/2030&to=2030-06-30', 'from must be a date (YYYY-MM-DD)'],
    ['?from=2030-06-30&to=2030-06-01', 'to must not be before from'],
    ['?from=2030-01-01&to=2031-01-02', 'The period must be at most 366 days'],
    ['?from=2030-06-01&to=2030-06-30&city=bangkok', 'Unrecognized key: "city"'],
  ])('answers 400 with the issues for %s', async (query, message) => {
    const { status, body } = await admin.call('GET', `/api/admin/insights${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
  });

  it('allows a whole leap year', async () => {
    expect((await admin.call('GET', '/api/admin/insights?from=2032-01-01&to=2032-12-31')).status).toBe(200);
  });

  it('is the owner’s: staff get 403, nobody signed in 401', async () => {
    const staff = await clientAs(addPerson('Sara', 'sara@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', `/api/admin/insights?from=${FROM}&to=${TO}`)).status).toBe(403);
    const { TestClient } = await import('@test/client');
    expect((await new TestClient('203.0.113.99').call('GET', `/api/admin/insights?from=${FROM}&to=${TO}`)).status).toBe(401);
  });

  it('reads bookings through the event-date index, never a scan of the table', () => {
    const statements = insightsStatements(getDb());
    const values: Record<string, string | number> = { from: FROM, to: TO, start: 0, end: 1 };
    for (const [name, statement] of Object.entries(statements)) {
      const params = Object.fromEntries([...new Set(statement.source.match(/@\w+/g))].map((p) => [p.slice(1), values[p.slice(1)]!]));
      const plan = getDb()
        .$client.prepare(`EXPLAIN QUERY PLAN ${statement.source}`)
        .all(params)
        .map((row) => (row as { detail: string }).detail);
      const text = plan.join('\n');
      expect(text, name).not.toMatch(/SCAN (bookings|b|contacts|applications|expired_requests)\b(?! USING)/);
      if (/FROM bookings/.test(statement.source)) expect(text, name).toMatch(/bookings_insights_idx/);
    }
  });
});
