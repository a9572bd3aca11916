// The agency's desk through the real routes: POST /api/admin/bookings (a booking taken by phone) and
// PATCH /api/admin/bookings/{id} (any field), on a real database, e-mail through the outbox to a real SMTP listener.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPerformers, bookings, outbox } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { bookingBody } from '@test/booking-request';
import { useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp, useSettings } from '@test/hooks';
import { formatEventDay } from '@/lib/dates';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { readBookingData } from '@/features/booking/booking-data';

// The past-date rule as the API answers it.
const PAST_DATE = { path: 'eventDate', message: 'Event date cannot be in the past', code: 'date_past', params: {} };
// The agency's phone rule as the API answers it: the English text with its code (the desk says it in Italian).
const PHONE_WITHOUT_EMAIL = {
  path: 'customerPhone',
  message: 'Phone number is required when there is no e-mail address',
  code: 'phone_without_email',
  params: {},
};

useTempApp();
useSettings({ SITE_URL: 'https://siamhunks.example' });
const smtp = useSmtp({ clearEachTest: true });
const admin = useAdminClient();

const id = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
const eventDate = addDays(todayInBangkok(), 40);
const body = bookingBody({
  customerName: 'Phone Customer',
  customerEmail: 'Phone@Example.com',
  customerPhone: '+66 81 555 0000',
  address: '99 Sukhumvit Soi 11',
  eventDate,
});
const row = (bookingId: string) => getDb().select().from(bookings).where(eq(bookings.id, bookingId)).get()!;
const mailsOf = (bookingId: string) => getDb().select().from(outbox).where(eq(outbox.bookingId, bookingId)).all();
const create = async (over: Record<string, unknown> = {}) => {
  const response = await admin.mutate('POST', '/api/admin/bookings', { ...body, ...over });
  await mailSettled();
  return response;
};
const edit = async (bookingId: string, patch: Record<string, unknown>) => {
  const response = await admin.mutate('PATCH', `/api/admin/bookings/${bookingId}`, patch);
  await mailSettled();
  return response;
};

describe('POST /api/admin/bookings (a booking taken by phone)', () => {
  it('stores a booking confirmed by the agency, holding its performer, priced by the engine, and e-mails the confirmation with the QR step skipped', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const stored = row(response.body.id);
    expect(stored).toMatchObject({
      status: 'confirmed',
      source: 'agency',
      customerEmail: 'phone@example.com',
      confirmTokenHash: null,
      priceOverrideReason: null,
      enginePrice: null,
    });
    expect(stored.totalPrice).toBeGreaterThan(0);
    const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, stored.id)).all();
    expect(slots.map((s) => [s.performerId, s.startMinute, s.endMinute])).toEqual([[id('Marco'), 1200, 1200 + stored.duration]]);
    // One e-mail: the booking confirmation (no confirm-your-address link: the agency vouches).
    expect(mailsOf(stored.id).map((m) => [m.kind, m.status])).toEqual([['booking-confirmation', 'sent']]);
    const mail = smtp.messages.find((m) => m.envelopeTo.includes('phone@example.com'))!;
    expect(mail.parsed.subject).toContain('Booking confirmed');
    expect(mail.parsed.text).toContain(stored.id.slice(-8).toUpperCase());
    expect(mail.parsed.text).not.toContain('/booking/confirm?token=');
    // The dashboard works for the customer as for any booking: the list shows it under their address.
    const list = await admin.call('GET', `/api/admin/bookings?q=phone@example.com`);
    expect(list.body.items).toMatchObject([{ id: stored.id, status: 'confirmed', source: 'agency' }]);
  });

  it('takes a booking without e-mail when the phone is given, and e-mails nobody', async () => {
    const response = await create({ customerEmail: undefined, notifyCustomer: true, stripperIds: [id('Arthit')] });
    expect(response.status).toBe(201);
    expect(row(response.body.id)).toMatchObject({ customerEmail: '', status: 'confirmed' });
    expect(mailsOf(response.body.id)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it('refuses a booking with neither e-mail nor phone, naming the phone', async () => {
    const response = await create({ customerEmail: '', customerPhone: '', stripperIds: [id('Jake')] });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual(PHONE_WITHOUT_EMAIL);
  });

  it('keeps the public form rules (services against performers, the past, the style the service offers, the city)', async () => {
    const jake = await create({ stripperIds: [id('Jake')] });
    expect(jake).toMatchObject({ status: 400, body: { error: 'Jake is not a male stripper' } });
    const wrongCount = await create({ selectedMaleStripper: 'duo', performanceStyle: 'topless' });
    expect(wrongCount.body.issues).toContainEqual({
      path: 'stripperIds',
      message: "Selected stripper count doesn't match the service option",
      code: 'stripper_count',
      params: {},
    });
    const past = await create({ eventDate: addDays(todayInBangkok(), -1) });
    expect(past.status).toBe(400);
    const style = await create({ performanceStyle: 'full monty' });
    expect(style).toMatchObject({
      status: 400,
      body: {
        error: 'Performance style full monty does not fit the service TOPLESS: choose topless',
        code: 'style_unfit',
        params: { style: 'full monty', service: 'TOPLESS', offered: ['topless'] },
      },
    });
    const elsewhere = await create({ stripperIds: [id('Luca')] });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { error: 'Luca does not work in Bangkok', code: 'performer_elsewhere', params: { name: 'Luca', city: 'bangkok' } },
    });
    expect(
      getDb()
        .select()
        .from(bookings)
        .all()
        .filter((b) => b.customerName === 'Phone Customer' && b.eventDate < eventDate),
    ).toEqual([]);
  });

  it('answers 409 naming the performer when the slot is held, storing nothing', async () => {
    const first = await create({ stripperIds: [id('Kenji')], notifyCustomer: false });
    expect(first.status).toBe(201);
    const before = getDb().select().from(bookings).all().length;
    const clash = await create({ stripperIds: [id('Kenji')], eventTime: '20:30' });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        error: `Kenji is already booked at an overlapping time on ${formatEventDay(eventDate)}. Please choose another performer or time.`,
      },
    });
    expect(getDb().select().from(bookings).all()).toHaveLength(before);
  });

  it('stores a price override with its reason and the engine price beside it, shown in the CSV', async () => {
    const response = await create({ stripperIds: [id('Daniel')], priceOverride: { total: 7777, reason: 'Regular customer' } });
    expect(response.status).toBe(201);
    const stored = row(response.body.id);
    expect(stored).toMatchObject({ totalPrice: 7777, priceOverrideReason: 'Regular customer' });
    expect(stored.enginePrice).toBeGreaterThan(0);
    const details = await admin.call('GET', `/api/admin/bookings/${stored.id}`);
    expect(details.body).toMatchObject({ totalPrice: 7777, priceOverrideReason: 'Regular customer', enginePrice: stored.enginePrice });
    const csv = await admin.call('GET', '/api/admin/bookings/export.csv?q=phone%20customer');
    expect(csv.text).toContain('Regular customer');
    const noReason = await create({ stripperIds: [id('Nont')], priceOverride: { total: 5000, reason: ' ' } });
    expect(noReason.body.issues).toContainEqual({ path: 'priceOverride.reason', message: 'A reason for the price override is required' });
  });

  it('needs the admin session and the CSRF token', async () => {
    expect((await admin.call('POST', '/api/admin/bookings', { json: body })).status).toBe(403);
  });
});

describe('PATCH /api/admin/bookings/{id} (the agency edits any booking)', () => {
  it('edits a booking whose services the Confirm dialog changed: the stored services follow the confirmation', async () => {
    const created = await create({ eventDate: addDays(todayInBangkok(), 55), eventTime: '14:00' });
    expect(created.status).toBe(201);
    const bookingId: string = created.body.id;
    const confirmed = await admin.mutate('POST', `/api/admin/bookings/${bookingId}/send-confirmation`, {
      cashAmount: 100,
      updates: { serviceType: 'DUO', stripperIds: [id('Marco'), id('Arthit')], performerId: id('Marco') },
    });
    expect(confirmed.status).toBe(200);
    expect(readBookingData(row(bookingId).additionalData).services).toMatchObject({ selectedMaleStripper: 'duo' });
    const edited = await edit(bookingId, { specialRequests: 'Balloons at the door', notifyCustomer: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      serviceType: 'DUO',
      stripperIds: [id('Marco'), id('Arthit')],
      specialRequests: 'Balloons at the door',
    });
  });

  it('moves a booking, re-prices it and e-mails the change (old → new) through the outbox', async () => {
    const { body: made } = await create({ stripperIds: [id('Ryan')], notifyCustomer: false });
    const newDate = addDays(eventDate, 1);
    const response = await edit(made.id, { eventDate: newDate, eventTime: '21:00', duration: 90 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      eventDate: newDate,
      eventTime: '21:00',
      duration: 90,
      status: 'confirmed',
      stripperIds: [id('Ryan')],
    });
    const slot = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, made.id)).get()!;
    expect(slot).toMatchObject({ eventDate: newDate, startMinute: 1260, endMinute: 1350 });
    expect(mailsOf(made.id).map((m) => m.kind)).toEqual(['customer-booking-modified']);
    const mail = smtp.messages.at(-1)!;
    expect(mail.envelopeTo).toEqual(['phone@example.com']);
    expect(mail.parsed.text).toContain('has changed booking');
    expect(mail.parsed.text).toContain('→');
  });

  it('with notifyCustomer false, saves the change and e-mails nobody', async () => {
    const { body: made } = await create({ stripperIds: [id('Marco')], eventTime: '14:00', notifyCustomer: false });
    const response = await edit(made.id, { address: '1 New Road', notifyCustomer: false });
    expect(response).toMatchObject({ status: 200, body: { address: '1 New Road' } });
    expect(mailsOf(made.id)).toEqual([]);
  });

  it('answers 409 naming the performer on a clash, and changes nothing', async () => {
    const { body: held } = await create({ stripperIds: [id('Arthit')], eventTime: '23:00', notifyCustomer: false });
    const { body: other } = await create({ stripperIds: [id('Kenji')], eventTime: '23:00', notifyCustomer: false });
    const before = row(other.id);
    const clash = await edit(other.id, { stripperIds: [id('Arthit')] });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        error: `Arthit is already booked at an overlapping time on ${formatEventDay(eventDate)}. Please choose another performer or time.`,
      },
    });
    expect(row(other.id)).toEqual(before);
    expect(row(held.id).status).toBe('confirmed');
  });

  it('sets, keeps and removes a price override', async () => {
    const { body: made } = await create({ stripperIds: [id('Kenji')], eventTime: '12:00', notifyCustomer: false });
    const engine = row(made.id).totalPrice;
    expect((await edit(made.id, { priceOverride: { total: 4000, reason: 'Birthday discount' } })).body).toMatchObject({
      totalPrice: 4000,
      enginePrice: engine,
      priceOverrideReason: 'Birthday discount',
    });
    expect((await edit(made.id, { address: 'Somewhere else 5' })).body).toMatchObject({
      totalPrice: 4000,
      priceOverrideReason: 'Birthday discount',
    });
    expect((await edit(made.id, { priceOverride: null })).body).toMatchObject({
      totalPrice: engine,
      priceOverrideReason: null,
      enginePrice: null,
    });
  });

  it.each(['completed', 'cancelled'] as const)('refuses any change to a %s booking with a clear 409', async (status) => {
    const { body: made } = await create({
      stripperIds: [id('Daniel')],
      eventDate: addDays(eventDate, status === 'completed' ? 2 : 3),
      notifyCustomer: false,
    });
    getDb().update(bookings).set({ status }).where(eq(bookings.id, made.id)).run();
    const refused = await edit(made.id, { address: 'Too late 1' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: `This booking is ${status}: it can no longer be changed. Create a new booking instead.`,
        code: 'booking_closed',
        params: { status },
      },
    });
    expect(row(made.id).address).toBe(body.address);
  });

  it('edits a booking whose date is past when the date stays (notes, contact, price), and refuses moving one to a past date or time', async () => {
    const { body: made } = await create({ stripperIds: [id('Marco')], eventTime: '10:00', notifyCustomer: false });
    const past = addDays(todayInBangkok(), -3);
    getDb().update(bookings).set({ eventDate: past }).where(eq(bookings.id, made.id)).run();
    getDb().update(bookingPerformers).set({ eventDate: past }).where(eq(bookingPerformers.bookingId, made.id)).run();

    const notes = await edit(made.id, {
      specialRequests: 'Paid the rest in cash',
      customerPhone: '+66 81 555 0101',
      notifyCustomer: false,
    });
    expect(notes).toMatchObject({ status: 200, body: { eventDate: past, eventTime: '10:00', specialRequests: 'Paid the rest in cash' } });
    // The panel's form sends every field, the unchanged date and time among them.
    const whole = await edit(made.id, {
      ...body,
      stripperIds: [id('Marco')],
      eventDate: past,
      eventTime: '10:00',
      address: '2 After Road',
    });
    expect(whole).toMatchObject({ status: 200, body: { eventDate: past, address: '2 After Road' } });
    const price = await edit(made.id, { priceOverride: { total: 3000, reason: 'Late refund' }, notifyCustomer: false });
    expect(price).toMatchObject({ status: 200, body: { totalPrice: 3000, eventDate: past } });

    const earlier = await edit(made.id, { eventDate: addDays(past, -1) });
    expect(earlier.status).toBe(400);
    expect(earlier.body.issues).toContainEqual(PAST_DATE);
    const otherHour = await edit(made.id, { eventTime: '21:00' });
    expect(otherHour.body.issues).toContainEqual(PAST_DATE);
    expect(row(made.id)).toMatchObject({ eventDate: past, eventTime: '10:00' });
    // A future booking still cannot be moved into the past.
    const { body: future } = await create({ stripperIds: [id('Marco')], eventTime: '10:00', notifyCustomer: false });
    const backwards = await edit(future.id, { eventDate: addDays(todayInBangkok(), -1) });
    expect(backwards.body.issues).toContainEqual(PAST_DATE);
  });

  it('refuses an invalid result and unknown fields with 400, and an unknown booking with 404', async () => {
    const { body: made } = await create({ stripperIds: [id('Daniel')], eventTime: '09:00', notifyCustomer: false });
    expect((await edit(made.id, { duration: 20 })).status).toBe(400);
    expect((await edit(made.id, { customerEmail: '', customerPhone: '' })).body.issues).toContainEqual(PHONE_WITHOUT_EMAIL);
    expect((await edit(made.id, { status: 'cancelled' })).status).toBe(400);
    expect((await edit('nope', { address: 'x 1' })).status).toBe(404);
  });
});
