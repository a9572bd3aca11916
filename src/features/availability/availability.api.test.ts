// The availability rule through GET /api/availability and the booking routes that share it (create,
// confirm link, admin confirm, customer modify), on a real database file: held bookings, shows past
// midnight, statuses and performers' time off.
import { describe, expect, it, vi } from 'vitest';
import { bookingPerformers, performerTimeOff, type BookingStatus } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { clashStatements } from './availability.server';
import { addDays, bangkokInstant, minuteOfDay, todayInBangkok } from '@/lib/event-time';
import { formatEventDay } from '@/lib/dates';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient('203.0.113.201');
const visitor = new TestClient('198.51.100.9');

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const addBooking = bookingFactory(getDb, () => ({ location: 'bangkok' }));
let nextDay = 20;
/** A day of its own for each test (so their bookings never meet). */
const freshDay = () => addDays(todayInBangkok(), (nextDay += 5));

/** A booking in `status` holding `performer` from time for `duration` minutes on date (as the booking flow stores it). */
function hold(performer: string, date: string, time: string, duration: number, status: BookingStatus = 'pending') {
  const booking = addBooking({ eventDate: date, eventTime: time, duration, status });
  const start = minuteOfDay(time);
  getDb()
    .insert(bookingPerformers)
    .values({
      bookingId: booking.id,
      performerId: id(performer),
      role: 'stripper',
      eventDate: date,
      startMinute: start,
      endMinute: start + duration,
    })
    .run();
  return booking;
}

/** Time off for `performer` from (date, time) to (date2, time2), Bangkok. */
function off(performer: string, from: [string, string], to: [string, string], note?: string) {
  getDb()
    .insert(performerTimeOff)
    .values({
      performerId: id(performer),
      startsAt: new Date(bangkokInstant(from[0], minuteOfDay(from[1]))),
      endsAt: new Date(bangkokInstant(to[0], minuteOfDay(to[1]))),
      note,
    })
    .run();
}

/** Whether `performer` is free in Bangkok at date and time for duration minutes, as the public API answers. */
async function free(performer: string, date: string, time: string, duration = 60): Promise<boolean> {
  const { status, body } = await visitor.call('GET', `/api/availability?city=bangkok&date=${date}&time=${time}&duration=${duration}`);
  expect(status).toBe(200);
  const row = (body.performers as { id: string; available: boolean }[]).find((p) => p.id === id(performer));
  if (!row) throw new Error(`${performer} is not listed`);
  return row.available;
}

describe('GET /api/availability', () => {
  it('lists every bookable performer of the city, in display order, with only id and available', async () => {
    const { status, body, headers } = await visitor.call(
      'GET',
      `/api/availability?city=Bangkok&date=${freshDay()}&time=20:00&duration=120`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const bangkok = seedPerformers.filter((p) => p.location === 'bangkok').map((p) => p.id);
    expect(body.performers.map((p: { id: string }) => p.id).sort()).toEqual([...bangkok].sort());
    for (const row of body.performers) expect(Object.keys(row).sort()).toEqual(['available', 'id']);
    expect(Object.keys(body)).toEqual(['performers']);
  });

  it('says taken for an overlapping held slot and free for the next one (the conflict-check cases)', async () => {
    const day = freshDay();
    hold('Marco', day, '23:00', 60);
    expect(await free('Marco', day, '23:30')).toBe(false);
    expect(await free('Marco', day, '22:30')).toBe(false);
    expect(await free('Marco', day, '22:00')).toBe(true); // ends exactly when the other starts
    expect(await free('Arthit', day, '23:30')).toBe(true); // someone else
    // 23:00 + 60 minutes ends at midnight: the next day's 00:00 is free, but not for a show that started at 23:30.
    expect(await free('Marco', addDays(day, 1), '00:00')).toBe(true);
  });

  it('finds a clash across midnight in both directions', async () => {
    const day = freshDay();
    hold('Nont', day, '23:30', 120); // until 01:30 the next day
    expect(await free('Nont', addDays(day, 1), '00:30')).toBe(false);
    expect(await free('Nont', addDays(day, 1), '01:30')).toBe(true);
    hold('Daniel', addDays(day, 1), '00:30', 60);
    expect(await free('Daniel', day, '23:30', 120)).toBe(false);
    expect(await free('Daniel', day, '23:00', 90)).toBe(true);
  });

  it.each([
    ['requested', true],
    ['pending', false],
    ['confirmed', false],
    ['completed', true],
    ['cancelled', true],
  ] as const)('a %s booking leaves the performer free: %s', async (status, expected) => {
    const day = freshDay();
    hold('Jake', day, '20:00', 60, status);
    expect(await free('Jake', day, '20:30')).toBe(expected);
  });

  it('says taken during time off: a whole day, a few hours, and hours running past midnight', async () => {
    const day = freshDay();
    off('Kenji', [day, '00:00'], [addDays(day, 1), '00:00'], 'Family visit');
    expect(await free('Kenji', day, '10:00')).toBe(false);
    expect(await free('Kenji', addDays(day, -1), '23:30', 60)).toBe(false); // the show runs into the day off
    expect(await free('Kenji', addDays(day, -1), '22:00', 120)).toBe(true); // ends at midnight
    expect(await free('Kenji', addDays(day, 1), '00:00')).toBe(true);

    off('Ryan', [day, '18:00'], [day, '21:00']);
    expect(await free('Ryan', day, '17:00', 60)).toBe(true);
    expect(await free('Ryan', day, '17:00', 90)).toBe(false);
    expect(await free('Ryan', day, '20:59', 60)).toBe(false);
    expect(await free('Ryan', day, '21:00', 60)).toBe(true);

    off('Arthit', [day, '22:00'], [addDays(day, 1), '02:00']);
    expect(await free('Arthit', addDays(day, 1), '01:00')).toBe(false);
    expect(await free('Arthit', addDays(day, 1), '02:00')).toBe(true);
  });

  const day = addDays(todayInBangkok(), 3);
  it.each([
    ['', 'Please select your location'],
    [`city=chiang%20mai&date=${day}&time=20:00&duration=60`, 'Please select your location'],
    [`city=bangkok&time=20:00&duration=60`, 'Event date is required'],
    [`city=bangkok&date=2030-02-31&time=20:00&duration=60`, 'Please enter a valid date'],
    [`city=bangkok&date=2020-01-01&time=20:00&duration=60`, 'Event date cannot be in the past'],
    [`city=bangkok&date=${day}&duration=60`, 'Event time is required'],
    [`city=bangkok&date=${day}&time=24:00&duration=60`, 'Please enter a valid time'],
    [`city=bangkok&date=${day}&time=20:00`, 'Duration must be a whole number of minutes'],
    [`city=bangkok&date=${day}&time=20:00&duration=two`, 'Duration must be a whole number of minutes'],
    [`city=bangkok&date=${day}&time=20:00&duration=15`, 'Duration must be at least 30 minutes'],
    [`city=bangkok&date=${day}&time=20:00&duration=315`, 'Duration cannot exceed 300 minutes'],
    [`city=bangkok&date=${day}&time=20:00&duration=50`, 'Duration must be in steps of 15 minutes'],
    [`city=bangkok&date=${day}&time=20:00&duration=60&email=x`, 'Unrecognized key: "email"'],
    [`city=bangkok&date=${"'; DROP TABLE bookings;--"}&time=20:00&duration=60`, 'Please enter a valid date'],
  ])('answers 400 for the query "%s"', async (query, error) => {
    const { status, body } = await visitor.call('GET', `/api/availability?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
  });

  it('answers 400 for a time earlier today in Bangkok, as the booking does, and answers a later one', async () => {
    // The server's clock at 19:20 Bangkok time today, whatever the real time is.
    const today = todayInBangkok();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T19:20:00+07:00`));
    try {
      const early = await visitor.call('GET', `/api/availability?city=bangkok&date=${today}&time=08:00&duration=60`);
      expect(early.status).toBe(400);
      expect(early.body.error).toBe('Event time cannot be in the past');
      expect(early.body.issues).toEqual([{ path: 'time', message: 'Event time cannot be in the past', code: 'time_past', params: {} }]);
      const later = await visitor.call('GET', `/api/availability?city=bangkok&date=${today}&time=22:00&duration=60`);
      expect(later.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A valid booking body for Bangkok on date at time with Marco. */
const request = (date: string, time: string, over: Record<string, unknown> = {}) => ({
  customerName: 'Tess Off',
  customerEmail: `tess${nextDay}@example.com`,
  customerPhone: '+66 81 111 2222',
  location: 'bangkok',
  address: '1 Test Road',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: date,
  eventTime: time,
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [id('Marco')],
  waiterIds: [],
  performanceStyle: 'topless',
  ...over,
});

describe('time off blocks bookings with a 409', () => {
  it('refuses a new booking during time off and accepts it after', async () => {
    const day = freshDay();
    off('Marco', [day, '00:00'], [addDays(day, 1), '00:00']);
    const refused = await new TestClient('10.44.0.1').call('POST', '/api/bookings', { json: request(day, '20:00') });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Marco is not available at this time on ${formatEventDay(day)}. Please choose another performer or time.`,
    );
    const later = await new TestClient('10.44.0.2').call('POST', '/api/bookings', { json: request(addDays(day, 1), '20:00') });
    expect(later.status).toBe(201);
  });

  it('refuses the admin confirmation of a booking whose performer is off, and sends nothing', async () => {
    const day = freshDay();
    const booking = hold('Daniel', day, '20:00', 60, 'pending');
    off('Daniel', [day, '19:00'], [day, '23:00']);
    const before = smtp.messages.length;
    const response = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/send-confirmation`, { cashAmount: 500, updates: {} });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      `Daniel is not available at this time on ${formatEventDay(day)}. Please choose another performer or time.`,
    );
    expect(response.body.issues).toEqual([
      { path: 'updates', message: response.body.error, code: 'performer_off', params: { name: 'Daniel', date: day } },
    ]);
    expect(smtp.messages).toHaveLength(before);
  });

  it("refuses the customer's move of a pending booking into time off", async () => {
    const day = freshDay();
    const booking = hold('Jake', day, '20:00', 60, 'pending');
    off('Jake', [addDays(day, 1), '00:00'], [addDays(day, 2), '00:00']);
    const customer = new TestClient('10.44.0.3');
    customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), booking.customerEmail), options: {} });
    const moved = await customer.call('PATCH', `/api/dashboard/bookings/${booking.id}`, {
      json: { eventDate: addDays(day, 1), eventTime: '20:00', venueType: 'hotel', address: '1 Test Road', specialRequests: '' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe(
      `Jake is not available at this time on ${formatEventDay(addDays(day, 1))}. Please choose another performer or time.`,
    );
  });
});

describe('the clash check on a busy calendar', () => {
  it('reads the asked performers’ slots of the three dates through the slot index, not every slot they ever had', () => {
    const { booked } = clashStatements(getDb());
    const plan = getDb()
      .$client.prepare(`EXPLAIN QUERY PLAN ${booked.source}`)
      .all({
        ids: JSON.stringify([id('Jake')]),
        before: '2030-01-01',
        day: '2030-01-02',
        after: '2030-01-03',
        start: 0,
        end: 60,
        except: null,
      }) as { detail: string }[];
    const steps = plan.map((row) => row.detail);
    // The first table read is booking_performers, by both columns of its slot index.
    expect(steps.find((step) => /^(SEARCH|SCAN) /.test(step))).toMatch(
      /^SEARCH bp USING INDEX booking_performers_slot_idx \(performer_id=\? AND event_date=\?\)/,
    );
  });
});
