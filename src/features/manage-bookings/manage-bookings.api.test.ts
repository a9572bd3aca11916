// Admin bookings: list, search, status, delete and the agency confirmation e-mail at a real SMTP listener.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookingPerformers, bookings, outbox, performers } from '@db/schema';
import { resetMailTransport } from '@/lib/server/mail';
import { startSmtp } from '@test/smtp';
import { getDb } from '@/lib/server/db';
import { bookingFactory, holdPerformer } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { useSmtp, whileMailRefused } from '@test/hooks';
import { CONFIRM_THROUGH_AGENCY } from './manage-bookings.schema';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();

const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Customer ${seq}`,
  customerPhone: `+66 81 000 ${String(seq).padStart(4, '0')}`,
}));
const performerIn = (city: string, skip = 0) => getDb().select().from(performers).where(eq(performers.location, city)).all()[skip]!;

describe('booking list', () => {
  it('pages by 10, newest first, with total and totalPages', async () => {
    for (let i = 0; i < 12; i++) addBooking({ status: i % 3 === 0 ? 'completed' : 'pending' });
    const first = await admin.call('GET', '/api/admin/bookings');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, totalPages: 2 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].customerName).toBe('Customer 12');
    expect(first.body.items[0]).toMatchObject({ stripperIds: [], waiterIds: [] });
    const second = await admin.call('GET', '/api/admin/bookings?page=2&pageSize=10');
    expect(second.body.items.map((b: { customerName: string }) => b.customerName)).toEqual(['Customer 2', 'Customer 1']);
    expect((await admin.call('GET', '/api/admin/bookings?page=9')).body.items).toEqual([]);
    expect((await admin.call('GET', '/api/admin/bookings?status=completed')).body.total).toBe(4);
    expect((await admin.call('GET', '/api/admin/bookings?status=pending')).body.total).toBe(8);
  });

  it('searches name, e-mail, phone and reference, treating % and _ literally', async () => {
    const special = addBooking({ customerName: 'Zoë O’Hara', customerEmail: 'zoe_hen@example.com', customerPhone: '+66 99 123 4567' });
    const search = async (q: string) => (await admin.call('GET', `/api/admin/bookings?q=${encodeURIComponent(q)}`)).body;
    expect((await search('zoë')).items.map((b: { id: string }) => b.id)).toEqual([special.id]);
    expect((await search('ZOE_HEN@')).total).toBe(1);
    expect((await search('99 123')).total).toBe(1);
    expect((await search(special.id.slice(-8).toUpperCase())).total).toBe(1);
    expect((await search(`#${special.id.slice(-8)}`)).total).toBe(1);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(1);
    expect((await search('nobody-here')).items).toEqual([]);
  });

  it("names each booking's performers by today's name, whoever was added or renamed since the panel read its performer list", async () => {
    // A day no other test of the file books: the slots below hold nobody another test needs.
    const booking = addBooking({ eventDate: '2031-03-03' });
    const added = await admin.mutate('POST', '/api/admin/performers', {
      name: 'Nuovo Nando',
      description: 'A performer added after the panel opened. '.repeat(4),
      imageUrl: '/performers/arthit-1.webp',
      location: 'Pattaya',
      tags: ['Male Stripper'],
      availableFor: ['topless'],
    });
    expect(added.status).toBe(201);
    const waiter = performerIn('pattaya');
    const slot = { bookingId: booking.id, eventDate: '2031-03-03', startMinute: 1200, endMinute: 1260 };
    getDb()
      .insert(bookingPerformers)
      .values([
        { ...slot, performerId: added.body.id, role: 'stripper' },
        { ...slot, performerId: waiter.id, role: 'waiter' },
      ])
      .run();
    const names = { [added.body.id]: 'Nuovo Nando', [waiter.id]: waiter.name };
    expect((await admin.call('GET', '/api/admin/bookings')).body.items[0]).toMatchObject({ id: booking.id, performerNames: names });
    getDb().update(performers).set({ name: 'Nando Rinominato' }).where(eq(performers.id, added.body.id)).run();
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.performerNames).toEqual({
      ...names,
      [added.body.id]: 'Nando Rinominato',
    });
  });

  it.each(['page=0', 'page=abc', 'pageSize=1000', 'status=archived', 'page=1.5', `q=${'x'.repeat(201)}`])(
    'refuses ?%s with 400',
    async (query) => {
      const response = await admin.call('GET', `/api/admin/bookings?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    },
  );
});

describe('booking status and delete', () => {
  it('changes the status to each allowed value and refuses others', async () => {
    // A show that has taken place (one still to come cannot be completed: booking-life's table).
    const booking = addBooking({ eventDate: '2026-01-10' });
    for (const status of ['cancelled', 'requested', 'pending', 'completed', 'pending']) {
      const response = await admin.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status });
      expect(response).toMatchObject({ status: 200, body: { status } });
    }
    const bad = await admin.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'paid' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'status must be requested, pending, completed or cancelled' } });
    // The agency's 404 keeps its English error and carries the code the panel says in Italian.
    expect((await admin.mutate('PATCH', '/api/admin/bookings/nope/status', { status: 'pending' })).body).toEqual({
      error: 'Booking not found',
      code: 'booking_not_found',
      params: {},
    });
  });

  it('refuses confirmed and names the one endpoint that confirms (the agency confirmation e-mails the customer)', async () => {
    const booking = addBooking({ status: 'pending' });
    const refused = await admin.mutate('PATCH', `/api/admin/bookings/${booking.id}/status`, { status: 'confirmed' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: CONFIRM_THROUGH_AGENCY, issues: [{ path: 'status', message: CONFIRM_THROUGH_AGENCY }] },
    });
    expect(refused.body.error).toContain('POST /api/admin/bookings/{id}/send-confirmation');
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!.status).toBe('pending');
    expect(getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).all()).toEqual([]);
  });

  it('deletes a booking with its performer slots', async () => {
    const booking = addBooking();
    const performer = performerIn('pattaya');
    holdPerformer(getDb(), booking, performer.id);
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(200);
    expect(getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, booking.id)).all()).toEqual([]);
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(404);
  });
});

describe('send-confirmation', () => {
  const url = (id: string) => `/api/admin/bookings/${id}/send-confirmation`;

  it('saves the changed fields and status confirmed, and e-mails the cash due to the customer', async () => {
    const booking = addBooking({ customerName: '<b>Alice</b>', customerEmail: 'alice@example.com' });
    const [a, b] = [performerIn('pattaya'), performerIn('pattaya', 1)];
    const before = smtp.messages.length;
    const response = await admin.mutate('POST', url(booking.id), {
      cashAmount: 7000,
      updates: { performanceStyle: '  Full-Monty ', duration: 135, serviceType: 'DUO', stripperIds: [a.id, b.id, a.id], performerId: a.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({
      status: 'confirmed',
      performanceStyle: 'full monty',
      duration: 135,
      serviceType: 'DUO',
      stripperIds: [a.id, b.id],
    });
    const slots = getDb().select().from(bookingPerformers).where(eq(bookingPerformers.bookingId, booking.id)).all();
    expect(slots.map((s) => [s.role, s.startMinute, s.endMinute])).toEqual([
      ['stripper', 1200, 1335],
      ['stripper', 1200, 1335],
    ]);
    expect(smtp.messages).toHaveLength(before + 1);
    const message = smtp.messages.at(-1)!;
    expect(message.envelopeTo).toEqual(['alice@example.com']);
    expect(message.parsed.subject).toContain(booking.id.slice(-8).toUpperCase());
    expect(message.parsed.text).toContain('Collect in cash on show day: ฿7,000');
    expect(message.parsed.text).toContain('135 minutes');
    expect(message.parsed.text).toContain(a.name);
    expect(message.parsed.html).toContain('&lt;b&gt;Alice&lt;/b&gt;');
    expect(message.parsed.html).not.toContain('<b>Alice</b>');
    expect(message.parsed.text).toContain('Please have ฿7,000 in cash ready for the performer on the day of the event.');
    expect(message.parsed.html).toMatch(/<th[^>]*>Collect in cash on show day<\/th><td[^>]*>฿7,000<\/td>/);
    expect(message.parsed.text).not.toContain('THB');
  });

  it.each([
    [{ cashAmount: 0 }, 'Cash amount must be greater than 0'],
    [{ cashAmount: 10001 }, 'Cash amount cannot exceed total price'],
    [{ cashAmount: 1.5 }, 'Cash amount must be a whole number of baht'],
    [{}, 'Cash amount must be a number'],
    [{ cashAmount: 100, updates: { duration: 15 } }, 'Duration must be at least 30 minutes'],
    [{ cashAmount: 100, updates: { duration: 315 } }, 'Duration cannot exceed 300 minutes'],
    [{ cashAmount: 100, updates: { duration: 70 } }, 'Duration must be in steps of 15 minutes'],
    [{ cashAmount: 100, updates: { performanceStyle: 'naked' } }, 'Performance style must be topless, underwear or full monty'],
    [{ cashAmount: 100, updates: { serviceType: '  ' } }, 'Service type is required'],
    [{ cashAmount: 100, updates: { status: 'completed' } }, expect.stringMatching(/unrecognized|Unrecognized/)],
  ])('refuses %j with 400, saving and sending nothing', async (input, error) => {
    const booking = addBooking();
    const before = smtp.messages.length;
    const response = await admin.mutate('POST', url(booking.id), input);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(error);
    expect(smtp.messages).toHaveLength(before);
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()).toEqual(booking);
  });

  it.each([
    ['TOPLESS', { performanceStyle: 'underwear' }, 'Performance style underwear does not fit the service TOPLESS: choose topless'],
    ['TOPLESS', { serviceType: 'UNDERWEAR' }, 'Performance style topless does not fit the service UNDERWEAR: choose underwear'],
    [
      'male-stripper',
      { serviceType: 'NONE', performanceStyle: 'Full-Monty' },
      'Performance style full monty does not fit the service NONE: choose topless',
    ],
  ])('refuses a style the service does not offer (%s, %j) with 400, sending nothing', async (serviceType, updates, error) => {
    const booking = addBooking({ serviceType, performanceStyle: 'topless' });
    const before = smtp.messages.length;
    const response = await admin.mutate('POST', url(booking.id), { cashAmount: 100, updates });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error, issues: [{ path: 'updates.performanceStyle', message: error }] });
    expect(smtp.messages).toHaveLength(before);
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()).toEqual(booking);
  });

  it('accepts a style that fits the chosen service, and the e-mail shows it', async () => {
    const booking = addBooking({ serviceType: 'TOPLESS', performanceStyle: 'topless', customerEmail: 'una@example.com' });
    const response = await admin.mutate('POST', url(booking.id), {
      cashAmount: 100,
      updates: { serviceType: 'UNDERWEAR', performanceStyle: 'underwear' },
    });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ serviceType: 'UNDERWEAR', performanceStyle: 'underwear' });
    const message = smtp.messages.at(-1)!;
    expect(message.envelopeTo).toEqual(['una@example.com']);
    // The e-mail uses the summary's labels (title case) and names the service chosen.
    expect(message.parsed.html).toMatch(/<th[^>]*>Performance Style<\/th><td[^>]*>Underwear<\/td>/);
    expect(message.parsed.text).toContain('Male Strippers: UNDERWEAR');
  });

  it("accepts only performers who work in the booking's city", async () => {
    const booking = addBooking({ location: 'pattaya', eventDate: '2030-06-02' });
    const elsewhere = performerIn('phuket');
    const refused = await admin.mutate('POST', url(booking.id), { cashAmount: 100, updates: { waiterIds: [elsewhere.id] } });
    expect(refused).toMatchObject({ status: 400, body: { error: `${elsewhere.name} does not work in Pattaya` } });
    const unknown = await admin.mutate('POST', url(booking.id), { cashAmount: 100, updates: { performerId: 'ghost' } });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'Unknown performer: ghost', code: 'performer_unknown', params: { key: 'ghost' } },
    });
    expect((await admin.mutate('POST', url(booking.id), { cashAmount: 10001 })).body).toMatchObject({
      code: 'cash_above_total',
      issues: [{ path: 'cashAmount', message: 'Cash amount cannot exceed total price', code: 'cash_above_total', params: {} }],
    });
    const local = performerIn('pattaya');
    const ok = await admin.mutate('POST', url(booking.id), { cashAmount: 100, updates: { waiterIds: [local.id] } });
    expect(ok.status).toBe(200);
    expect(ok.body.booking.waiterIds).toEqual([local.id]);
  });

  it('a longer show is repriced with its extra time: new total, cash cap, stored line, and the e-mail shows it', async () => {
    const booking = addBooking({
      customerEmail: 'longer@example.com',
      location: 'bangkok',
      serviceType: 'TOPLESS',
      duration: 60,
      totalPrice: 7000,
      additionalData: JSON.stringify({
        services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none' },
        price: { stripperSubtotal: 7000, waiterSubtotal: 0, discount: 0, supplement: 0 },
      }),
    });
    // 9,000 in cash is more than the old total: accepted because 90 minutes cost 7,000 + 30 × 100.
    const response = await admin.mutate('POST', url(booking.id), { cashAmount: 9000, updates: { duration: 90 } });
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ duration: 90, totalPrice: 10000 });
    const stored = JSON.parse(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!.additionalData!);
    expect(stored.price.extraTime).toEqual([{ service: 'TOPLESS', minutes: 30, rate: 100, performers: 1, amount: 3000 }]);
    const mail = smtp.messages.findLast((m) => m.envelopeTo.includes('longer@example.com'))!;
    expect(mail.parsed.text).toContain('Extra time: 30 min × ฿100');
    expect(mail.parsed.text).toContain('฿10,000');
  });

  it('when the mail server is refusing, saves the confirmation with its queued e-mail, which arrives once the server takes it', async () => {
    const booking = addBooking();
    await whileMailRefused(smtp, async () => {
      const response = await admin.mutate('POST', url(booking.id), { cashAmount: 500, updates: { duration: 90 } });
      expect(response).toMatchObject({ status: 200, body: { booking: { status: 'confirmed', duration: 90, confirmationFailed: false } } });
      expect(getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).get()).toMatchObject({
        kind: 'booking-confirmation',
        status: 'queued',
        tries: 1,
      });
    });
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(booking.customerEmail))).toHaveLength(1);
    expect(getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).get()).toMatchObject({ status: 'sent', tries: 2 });
  });

  it('a confirmation the mail server refuses for good (550) shows as not delivered in the bookings list', async () => {
    const refusing = await startSmtp({ reject: 550 });
    vi.stubEnv('SMTP_URL', refusing.url);
    resetMailTransport();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const booking = addBooking({ customerName: 'Never Delivered' });
      expect((await admin.mutate('POST', url(booking.id), { cashAmount: 500, updates: {} })).status).toBe(200);
      expect(getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).get()).toMatchObject({
        status: 'failed',
        tries: 1,
        lastError: expect.stringContaining('550'),
      });
      const list = await admin.call('GET', '/api/admin/bookings?q=Never%20Delivered');
      expect(list.body.items).toMatchObject([{ id: booking.id, confirmationFailed: true }]);
    } finally {
      errors.mockRestore();
      vi.unstubAllEnvs();
      resetMailTransport();
      await refusing.close();
    }
  });

  it('refuses with 409 a performer who already holds an overlapping slot, and saves and sends nothing', async () => {
    const performer = performerIn('phuket');
    const holding = addBooking({ location: 'phuket', eventDate: '2030-07-15', eventTime: '21:00' });
    getDb()
      .insert(bookingPerformers)
      .values({
        bookingId: holding.id,
        performerId: performer.id,
        role: 'stripper',
        eventDate: '2030-07-15',
        startMinute: 1260,
        endMinute: 1320,
      })
      .run();
    const booking = addBooking({ location: 'phuket', eventDate: '2030-07-15', eventTime: '20:30' });
    const before = smtp.messages.length;
    const response = await admin.mutate('POST', url(booking.id), { cashAmount: 500, updates: { stripperIds: [performer.id] } });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      `${performer.name} is already booked at an overlapping time on Mon 15 Jul 2030. Please choose another performer or time.`,
    );
    expect(smtp.messages).toHaveLength(before);
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()).toEqual(booking);

    // The same performer later that night, after the other show, is fine.
    const later = addBooking({ location: 'phuket', eventDate: '2030-07-15', eventTime: '22:00' });
    expect((await admin.mutate('POST', url(later.id), { cashAmount: 500, updates: { stripperIds: [performer.id] } })).status).toBe(200);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await admin.mutate('POST', url('nope'), { cashAmount: 1 })).status).toBe(404);
  });

  it('completing sends a thank-you with the receipt (advance and cash paid), not a second confirmation with a QR', async () => {
    vi.stubEnv('PROMPTPAY_ID', '0812345678');
    const booking = addBooking({
      status: 'confirmed',
      customerEmail: 'done@example.com',
      advanceStatus: 'received',
      totalPrice: 10000,
      eventDate: '2026-01-10',
    });
    const response = await admin.mutate('POST', url(booking.id), { cashAmount: 7000, finalStatus: 'completed' });
    expect(response).toMatchObject({ status: 200, body: { booking: { status: 'completed' } } });
    const rows = getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).all();
    expect(rows.map((r) => r.subject)).toEqual([`Thank you - Siam Hunks (ref. ${booking.id.slice(-8).toUpperCase()})`]);
    await expect.poll(() => smtp.messages.some((m) => m.envelopeTo[0] === 'done@example.com')).toBe(true);
    const mail = smtp.messages.find((m) => m.envelopeTo[0] === 'done@example.com')!.parsed;
    expect(mail.text).toContain('Thank you for celebrating with Siam Hunks');
    expect(mail.text).toContain('Advance paid online: ฿3,000');
    expect(mail.text).toContain('Cash paid on the day: ฿7,000');
    expect(mail.text).not.toMatch(/PAY YOUR ADVANCE|confirmed/i);
    expect(mail.attachments).toEqual([]);
    expect((await admin.mutate('POST', url(booking.id), { cashAmount: 7000, finalStatus: 'paid' })).status).toBe(400);
  });
});

describe("the customer hears of the admin's silent changes", () => {
  const mailsOf = (id: string) => getDb().select().from(outbox).where(eq(outbox.bookingId, id)).all();
  const patch = (id: string, status: string) => admin.mutate('PATCH', `/api/admin/bookings/${id}/status`, { status });

  it('a request moved to pending, and a cancelled booking reopened, each e-mail the customer once', async () => {
    const request = addBooking({ status: 'requested', customerEmail: 'req@example.com' });
    expect((await patch(request.id, 'pending')).status).toBe(200);
    const ref = request.id.slice(-8).toUpperCase();
    expect(mailsOf(request.id).map((r) => [r.kind, r.recipient, r.subject])).toEqual([
      ['customer-booking-accepted', 'req@example.com', `Your booking request ${ref} is accepted`],
    ]);
    // The request's address was never confirmed: nothing the requester typed (name, address) is in it.
    await expect.poll(() => smtp.messages.some((m) => m.envelopeTo[0] === 'req@example.com')).toBe(true);
    const accepted = smtp.messages.find((m) => m.envelopeTo[0] === 'req@example.com')!.parsed;
    expect(accepted.text).toContain(`The agency has accepted booking request ${ref}`);
    expect(accepted.text).not.toContain(request.customerName);
    expect(accepted.text).not.toContain(request.address ?? 'no address');

    const cancelled = addBooking({ status: 'cancelled', customerEmail: 'back@example.com' });
    expect((await patch(cancelled.id, 'pending')).status).toBe(200);
    expect(mailsOf(cancelled.id).map((r) => [r.kind, r.recipient])).toEqual([['customer-booking-reopened', 'back@example.com']]);
    await expect.poll(() => smtp.messages.some((m) => m.envelopeTo[0] === 'back@example.com')).toBe(true);
    const mail = smtp.messages.find((m) => m.envelopeTo[0] === 'back@example.com')!.parsed;
    expect(mail.text).toContain('has been reopened by the agency and is pending again');
    expect(mail.text).toContain(`/booking/${cancelled.id}/summary`);

    // Other moves say nothing new (completion has its own dialog and e-mail).
    const pending = addBooking({ status: 'pending' });
    expect((await patch(pending.id, 'cancelled')).status).toBe(200);
    expect((await patch(pending.id, 'pending')).status).toBe(200);
    expect(mailsOf(pending.id).map((r) => r.kind)).toEqual(['customer-booking-reopened']);
  });

  it('marking the advance received e-mails the customer a receipt; unpaid and refunded do not', async () => {
    const booking = addBooking({ status: 'confirmed', advanceStatus: 'reported', customerEmail: 'paid@example.com', totalPrice: 10000 });
    expect((await admin.mutate('POST', `/api/admin/bookings/${booking.id}/advance`, { status: 'received' })).status).toBe(200);
    expect(mailsOf(booking.id).map((r) => [r.kind, r.subject])).toEqual([
      ['customer-advance-receipt', `Receipt: advance received for booking ${booking.id.slice(-8).toUpperCase()}`],
    ]);
    await expect.poll(() => smtp.messages.some((m) => m.envelopeTo[0] === 'paid@example.com')).toBe(true);
    const mail = smtp.messages.find((m) => m.envelopeTo[0] === 'paid@example.com')!.parsed;
    expect(mail.text).toContain('Advance received: ฿3,000');
    expect(mail.text).toContain('Cash due on the day: ฿7,000');
    expect((await admin.mutate('POST', `/api/admin/bookings/${booking.id}/advance`, { status: 'refunded' })).status).toBe(200);
    expect(mailsOf(booking.id)).toHaveLength(1);
  });
});
