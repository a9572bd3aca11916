// POST /api/bookings, GET /api/bookings/{id}, POST /api/pricing/calculate and send-summary, called as
// Astro calls them, on a real database file, with e-mail delivered to a real SMTP listener.
import { describe, expect, it, vi } from 'vitest';
import { bookingPerformers, bookings } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { fakeContext } from '@test/context';
import { TestClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp, useSettings } from '@test/hooks';
import { bookingBody } from '@test/booking-request';
import { confirmTokenIn } from '@test/bookings';
import { POST as postBooking } from '@/pages/api/bookings/index';
import { POST as confirmLink } from '@/pages/api/bookings/confirm';
import { findBooking } from './booking.server';
import { GET as getBooking } from '@/pages/api/bookings/[id]/index';
import { POST as sendSummary } from '@/pages/api/bookings/[id]/send-summary';
import { POST as calculate } from '@/pages/api/pricing/calculate';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { formatAgencyDay, formatEventDay } from '@/lib/dates';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test', SITE_URL: 'https://siamhunks.example' });
const smtp = useSmtp({ clearEachTest: true });

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
type Handler = typeof postBooking;
const call = async (
  handler: Handler,
  init: { body?: unknown; raw?: string; type?: string; params?: Record<string, string>; client?: string } = {},
) => {
  const request = new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': init.type ?? 'application/json' },
    body: init.raw ?? JSON.stringify(init.body ?? {}),
  });
  const address = init.client ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const response = await handler(fakeContext(request, { params: init.params ?? {}, address }));
  await mailSettled();
  return { status: response.status, body: await response.json() };
};
const get = async (bookingId: string) => {
  const response = await getBooking(fakeContext(new Request('http://localhost/api'), { params: { id: bookingId } }));
  return { status: response.status, body: await response.json() };
};
const count = () => getDb().select().from(bookings).all().length;
/** Books and follows the confirm link of the first e-mail, as the customer does: the booking then holds its performers. */
const book = async (body: typeof good) => {
  const booked = await call(postBooking, { body });
  const token = booked.status === 201 ? confirmTokenIn(smtp.messages, body.customerEmail.toLowerCase()) : '';
  if (token) expect((await call(confirmLink, { body: { token } })).status).toBe(200);
  return booked;
};

const eventDate = addDays(todayInBangkok(), 30);
const good = bookingBody({
  customerEmail: 'Anna@Example.com',
  location: 'Bangkok',
  eventDate,
  specialRequests: '<b>Surprise</b> for the bride',
  selectedToplessWaiter: 'sexy-host',
  waiterIds: [id('Marco')],
  performanceStyle: 'TOPLESS',
  totalPrice: 1,
  serviceType: 'male-stripper',
  performerId: null,
});

describe('POST /api/pricing/calculate', () => {
  it('prices the double-duty booking', async () => {
    const { status, body } = await call(calculate, {
      body: {
        selectedMaleStripper: 'topless',
        selectedToplessWaiter: 'sexy-host',
        stripperIds: [id('Marco')],
        waiterIds: [id('Marco')],
        location: 'bangkok',
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalPrice: 11000,
      stripperSubtotal: 7000,
      waiterSubtotal: 6000,
      discount: 2000,
      agencyCommission: 3300,
      performerPayment: 7700,
    });
  });

  it.each([
    [{ location: 'hanoi', selectedMaleStripper: 'topless' }, 'Unknown location: use bangkok, pattaya or phuket'],
    [{ location: 'bangkok', selectedMaleStripper: 'striptease' }, 'Unknown male stripper service'],
    [{ location: 'bangkok', selectedMaleStripper: 'duo', stripperIds: [id('Marco')] }, 'DUO needs exactly 2 strippers'],
    [{ location: 'bangkok', selectedMaleStripper: 'topless', extra: 1 }, 'Unrecognized key: "extra"'],
    [{ location: 'x'.repeat(100_000) }, 'Request body too large (limit 8 KB)'],
  ])('answers 400 or 413 for bad body %#', async (body, error) => {
    const result = await call(calculate, { body });
    expect(result.status).toBe(error.startsWith('Request body too large') ? 413 : 400);
    expect(result.body.error).toBe(error);
  });
});

describe('POST /api/bookings', () => {
  it('stores a booking with the server price and its performers; once confirmed it is pending and agency and customer get the details', async () => {
    const { status, body } = await book(good);
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(findBooking(getDb(), body.id)).toMatchObject({
      customerEmail: 'anna@example.com',
      totalPrice: 11000,
      status: 'pending',
      serviceType: 'TOPLESS',
      performanceStyle: 'topless',
      duration: 120,
      location: 'bangkok',
      services: {
        selectedMaleStripper: 'topless',
        selectedToplessWaiter: 'sexy-host',
        selectedStrippers: [{ name: 'Marco' }],
        selectedWaiters: [{ name: 'Marco' }],
      },
    });
    expect((await get(body.id)).body).not.toHaveProperty('performerId');
    expect(
      getDb()
        .select()
        .from(bookingPerformers)
        .all()
        .filter((r) => r.bookingId === body.id),
    ).toHaveLength(2);

    // The first (confirm) e-mail, then the agency's notice and the customer's details.
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['agency@example.test', 'anna@example.com', 'anna@example.com']);
    const customer = smtp.messages.findLast((m) => m.envelopeTo[0] === 'anna@example.com')!;
    expect(customer.parsed.text).toContain('Total: ฿11,000');
    expect(customer.parsed.text).toContain('Advance Payment (30%): ฿3,300');
    expect(customer.parsed.text).toContain('Collect in cash on show day: ฿7,700');
    expect(customer.parsed.text).toContain(`https://siamhunks.example/booking/${body.id}/summary`);
    expect(customer.parsed.html).toContain('&lt;b&gt;Surprise&lt;/b&gt;');
    // The HTML part carries the same rows and the summary link as the text.
    expect(customer.parsed.html).toMatch(/<th[^>]*>Collect in cash on show day<\/th><td[^>]*>฿7,700<\/td>/);
    expect(customer.parsed.html).toContain(`href="https://siamhunks.example/booking/${body.id}/summary"`);
    const agency = smtp.messages.find((m) => m.envelopeTo[0] === 'agency@example.test')!;
    expect(agency.parsed.text).toContain(`Riferimento: ${body.id.slice(-8).toUpperCase()}`);
    // The event day in Italian, as the rest of the agency's e-mail: 'Data: sab 12 dic 2026'.
    expect(agency.parsed.text).toContain(`Data: ${formatAgencyDay(eventDate)}`);
    expect(agency.parsed.text).not.toMatch(
      /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(agency.parsed.html).toMatch(/<th[^>]*>Totale<\/th><td[^>]*>฿11,000<\/td>/);
    expect(customer.parsed.subject).not.toMatch(/strip/i);
  });

  it('answers 409 naming the performer when the time overlaps, and accepts a later slot', async () => {
    const first = { ...good, eventDate: addDays(eventDate, 1), eventTime: '23:00', selectedToplessWaiter: 'none', waiterIds: [] };
    expect((await book(first)).status).toBe(201);
    const before = count();
    const clash = await call(postBooking, { body: { ...first, eventTime: '23:30' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      `Marco is already booked at an overlapping time on ${formatEventDay(addDays(eventDate, 1))}. Please choose another performer or time.`,
    );
    // 23:00 + 60 minutes runs past midnight: 23:59 the next day is free, 00:30 is not... only for 120-minute shows.
    const nextDay = await book({
      ...first,
      eventDate: addDays(eventDate, 2),
      eventTime: '00:00',
      selectedToplessWaiter: 'sexy-host',
      waiterIds: [id('Jake')],
    });
    expect(nextDay.status).toBe(201);
    expect(count()).toBe(before + 1);
  });

  it('finds a clash across midnight', async () => {
    const late = {
      ...good,
      customerEmail: 'late@example.com',
      stripperIds: [id('Daniel')],
      waiterIds: [id('Nont')],
      eventDate: addDays(eventDate, 5),
      eventTime: '23:30',
    };
    expect((await book(late)).status).toBe(201);
    const early = await call(postBooking, {
      body: { ...late, eventDate: addDays(eventDate, 6), eventTime: '00:30', stripperIds: [id('Ryan')] },
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toContain('Nont is already booked');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing name', { customerName: undefined }, 'Full name is required'],
    ['a blank name', { customerName: '   ' }, 'Full name is required'],
    ['a name without a letter', { customerName: '👰🍾💃' }, 'Please write a name with at least one letter'],
    ['a name of digits', { customerName: '12345' }, 'Please write a name with at least one letter'],
    ['a bad e-mail', { customerEmail: 'anna@' }, 'Please enter a valid email address'],
    ['a missing phone', { customerPhone: '' }, 'Phone number is required'],
    ['an unknown city', { location: 'Chiang Mai' }, 'Please select your location'],
    ['a missing address', { address: '' }, 'Address is required'],
    ['an unknown venue', { venueType: 'boat' }, 'Please select venue type'],
    ['a bad sound system', { soundSystem: 'maybe' }, 'Please specify sound system availability'],
    ['a bad occasion', { occasion: 'wedding' }, 'Please select the occasion'],
    ['a missing date', { eventDate: '' }, 'Event date is required'],
    ['an impossible date', { eventDate: '2030-02-31' }, 'Please enter a valid date'],
    ['a past date', { eventDate: '2020-01-01' }, 'Event date cannot be in the past'],
    ['a bad time', { eventTime: '25:00' }, 'Please enter a valid time'],
    [
      'no service',
      { selectedMaleStripper: 'none', selectedToplessWaiter: 'none', stripperIds: [], waiterIds: [] },
      'Please select at least one service',
    ],
    ['a wrong stripper count', { selectedMaleStripper: 'duo' }, "Selected stripper count doesn't match the service option"],
    ['no waiter', { waiterIds: [] }, 'Please select the required number of waiters for this service'],
    ['a wrong waiter count', { selectedToplessWaiter: 'double-trouble' }, 'DOUBLE TROUBLE needs exactly 2 waiters'],
    ['a performer of another city', { stripperIds: [id('Luca')] }, 'Luca does not perform in bangkok'],
    ['an unknown performer', { stripperIds: ["' OR 1=1 --"] }, "Unknown performer: ' OR 1=1 --"],
    ['a bad style', { performanceStyle: 'nude' }, 'performanceStyle must be topless, underwear or full monty'],
    ['a duration off the 15-minute steps', { duration: 70 }, 'Duration must be in steps of 15 minutes'],
    ['a fractional duration', { duration: 60.5 }, 'Duration must be a whole number of minutes'],
    ['a wrong type', { customerName: 42 }, 'Full name is required'],
    ['a wrong type for a list', { waiterIds: [7] }, 'Invalid input: expected string, received number'],
    ['ids that are not a list', { stripperIds: 'Marco' }, 'Invalid input: expected array, received string'],
    ['an extra field', { isAdmin: true }, 'Unrecognized key: "isAdmin"'],
    ['a 100k-character name', { customerName: 'x'.repeat(100_000) }, 'Request body too large (limit 16 KB)'],
    [
      'SQL in the name and a long request',
      { customerName: "Robert'); DROP TABLE bookings;--", specialRequests: 'y'.repeat(2001) },
      'Please keep special requests under 2000 characters',
    ],
  ];
  it.each(bad)('answers 400/413 for %s and stores nothing', async (_, change, error) => {
    const before = count();
    const { status, body } = await call(postBooking, { body: { ...good, ...change } });
    expect(status).toBe(error.startsWith('Request body too large') ? 413 : 400);
    expect(body.error).toBe(error);
    expect(count()).toBe(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it('answers the length and style rules only the server checks with their codes and params', async () => {
    const length = await call(postBooking, { body: { ...good, duration: 70 } });
    expect(length).toMatchObject({
      status: 400,
      body: { error: 'Duration must be in steps of 15 minutes', code: 'duration_step', params: { step: 15 } },
    });
    const style = await call(postBooking, { body: { ...good, performanceStyle: 'lap dance' } });
    expect(style).toMatchObject({
      status: 400,
      body: {
        error: 'performanceStyle must be topless, underwear or full monty',
        code: 'performance_style_invalid',
        params: { styles: 'topless, underwear or full monty' },
      },
    });
  });

  it("answers zod's own check (a forged type) with its words and the generic code invalid_value on the field", async () => {
    const { status, body } = await call(postBooking, { body: { ...good, waiterIds: [7] } });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Invalid input: expected string, received number',
      code: 'invalid_value',
      params: {},
      issues: [{ path: 'waiterIds.0', message: 'Invalid input: expected string, received number', code: 'invalid_value', params: {} }],
    });
  });

  it('refuses a time earlier today in Bangkok with the past-date message, and accepts a later one', async () => {
    // The server's clock at 19:20 Bangkok time today (12:20 UTC), whatever the real time is.
    const today = todayInBangkok();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T19:20:00+07:00`));
    try {
      const before = count();
      const early = await call(postBooking, {
        body: { ...good, customerEmail: 'early@example.com', eventDate: today, eventTime: '08:00' },
      });
      expect(early.status).toBe(400);
      expect(early.body.error).toBe('Event time cannot be in the past');
      expect(early.body).toEqual({
        error: 'Event time cannot be in the past',
        code: 'time_past',
        params: {},
        issues: [{ path: 'eventTime', message: 'Event time cannot be in the past', code: 'time_past', params: {} }],
      });
      expect(count()).toBe(before);
      const later = await call(postBooking, {
        body: { ...good, customerEmail: 'later@example.com', eventDate: today, eventTime: '22:00' },
      });
      expect(later.status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 415 for a wrong content type and 400 for invalid JSON', async () => {
    expect((await call(postBooking, { raw: 'name=x', type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const invalid = await call(postBooking, { raw: '{"customerName":' });
    expect(invalid).toEqual({ status: 400, body: { error: 'Invalid JSON body', code: 'body_invalid_json', params: {} } });
    expect((await call(postBooking, { raw: '[1,2]' })).status).toBe(400);
  });
});

describe('GET /api/bookings/{id}', () => {
  it('answers 400 for a malformed id and 404 for an unknown one, each with its code', async () => {
    expect(await get("1' OR '1'='1")).toEqual({
      status: 400,
      body: { error: 'Invalid booking id', code: 'booking_id_invalid', params: {} },
    });
    expect(await get(crypto.randomUUID())).toEqual({
      status: 404,
      body: { error: 'Booking not found', code: 'booking_not_found', params: {} },
    });
  });
});

describe('POST /api/bookings/{id}/send-summary', () => {
  it("sends the summary only to the booking's own address, whatever the body says", async () => {
    const browser = new TestClient('10.3.3.3');
    const { body } = await browser.call('POST', '/api/bookings', {
      json: {
        ...good,
        customerEmail: 'kenji-fan@example.com',
        stripperIds: [id('Kenji')],
        waiterIds: [id('Kenji')],
        eventDate: addDays(eventDate, 9),
      },
    });
    expect(body.id).toBeDefined();
    await expect.poll(() => smtp.messages.length).toBe(1);
    const token = confirmTokenIn(smtp.messages, 'kenji-fan@example.com');
    expect((await browser.call('POST', '/api/bookings/confirm', { json: { token } })).status).toBe(200);
    await mailSettled();
    smtp.messages.length = 0;
    const result = await browser.call('POST', `/api/bookings/${body.id}/send-summary`, {
      json: { email: 'stranger@evil.test', customerInfo: { email: 'stranger@evil.test' } },
    });
    expect({ status: result.status, body: result.body }).toEqual({ status: 200, body: { sent: true } });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.envelopeTo).toEqual(['kenji-fan@example.com']);
    expect(smtp.messages[0]!.parsed.text).toContain('Total: ฿11,000');
    expect(smtp.messages[0]!.parsed.html).toContain('฿3,300');
  });

  it('answers 400 and 404 for bad ids', async () => {
    expect((await call(sendSummary, { params: { id: 'nope' } })).status).toBe(400);
    expect((await call(sendSummary, { params: { id: crypto.randomUUID() } })).status).toBe(404);
    expect(smtp.messages).toHaveLength(0);
  });
});
