// "Sostituisci" through the real routes on a real SQLite file: the performers offered (free, of the city and
// the role, with their answers), the move in one transaction (clash, audit, the customer's e-mail through the
// outbox, delivered as files, both performers' pages and feeds) and every refusal leaving nothing changed.
import { panelRefusal } from '@/lib/panel-refusal';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookingPerformers, bookings, outbox, performerAssignments, performerTimeOff } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { writeBookingData } from '@/features/booking/booking-data';
import { toBookingView } from '@/features/booking/booking.server';
import { runPerformerNotices } from '@/features/performer-portal/performer-notices.server';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSettings } from '@test/hooks';
import { deliveredTo } from '@test/outbox-files';
import { bookingWith, lastMailTo, performerId, signInPerformer } from '@test/performer-portal';

useTempApp();
useSettings({ SITE_URL: 'https://siamhunks.example' });
const mailsTo = async (to: string) => (await mailSettled(), deliveredTo(to));
const admin = useAdminClient('203.0.113.120');

const eventDate = addDays(todayInBangkok(), 30);
/** A confirmed Pattaya booking at 20:00 for an hour with Somchai as its stripper, told in Thai. */
const somchaisBooking = (fields: Parameters<typeof bookingWith>[1] = {}) =>
  bookingWith(['Somchai'], {
    eventDate,
    customerEmail: 'organiser@example.com',
    locale: 'th',
    additionalData: writeBookingData({ services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none' }, price: null }),
    ...fields,
  });
const replace = (id: string, from: string, to: string) =>
  admin.mutate('POST', `/api/admin/bookings/${id}/replace`, { from: performerId(from), to: performerId(to) });
const slotsOf = (id: string) =>
  getDb()
    .select({ name: bookingPerformers.performerId, role: bookingPerformers.role })
    .from(bookingPerformers)
    .where(eq(bookingPerformers.bookingId, id))
    .all();
const answer = (bookingId: string, name: string, given: 'accepted' | 'declined', at: number) =>
  getDb()
    .insert(performerAssignments)
    .values({ bookingId, performerId: performerId(name), answer: given, answeredAt: new Date(at) })
    .run();
const replacements = () => getDb().select().from(auditLog).where(eq(auditLog.action, 'bookings.replace')).all();

describe('GET /api/admin/bookings/{id}/replace (who can take the place)', () => {
  it('lists the bookable performers of the city who take the role and are free at that time, with their answers history', async () => {
    const booking = somchaisBooking();
    // Luca is held by another booking at an overlapping time; Aiden is off that evening.
    bookingWith(['Luca'], { eventDate, eventTime: '20:30' });
    getDb()
      .insert(performerTimeOff)
      .values({
        performerId: performerId('Aiden'),
        startsAt: new Date(`${eventDate}T19:00:00+07:00`),
        endsAt: new Date(`${eventDate}T23:00:00+07:00`),
      })
      .run();
    const past = bookingWith([], { eventDate: addDays(todayInBangkok(), -20), status: 'completed' });
    const older = bookingWith([], { eventDate: addDays(todayInBangkok(), -40), status: 'completed' });
    answer(past.id, 'Krit', 'accepted', Date.UTC(2026, 5, 2));
    answer(older.id, 'Krit', 'declined', Date.UTC(2026, 4, 2));

    const response = await admin.call('GET', `/api/admin/bookings/${booking.id}/replace?from=${performerId('Somchai')}`);
    expect(response.status).toBe(200);
    expect(response.body.from).toEqual({ id: performerId('Somchai'), name: 'Somchai', roles: ['stripper'] });
    // Pattaya's strippers are Luca, Somchai, Aiden and Krit: Somchai is on it, Luca held, Aiden off. Tom and Ben
    // (waiters) and Bangkok's strippers are never offered.
    expect(response.body.candidates).toEqual([
      {
        id: performerId('Krit'),
        name: 'Krit',
        answers: {
          accepted: 1,
          declined: 1,
          recent: [
            { answer: 'accepted', at: new Date(Date.UTC(2026, 5, 2)).toISOString() },
            { answer: 'declined', at: new Date(Date.UTC(2026, 4, 2)).toISOString() },
          ],
        },
      },
    ]);
  });

  it('answers 400 in Italian for a performer not on the booking and 404 for an unknown booking', async () => {
    const booking = somchaisBooking({ eventTime: '14:00' });
    const wrong = await admin.call('GET', `/api/admin/bookings/${booking.id}/replace?from=${performerId('Krit')}`);
    expect(wrong).toMatchObject({ status: 400, body: { code: 'replacement_from_missing', params: {} } });
    expect(panelRefusal(wrong.body, 'it')).toBe('Il performer da sostituire non è in questa prenotazione.');
    const missing = await admin.call('GET', `/api/admin/bookings/00000000-0000-4000-8000-000000000000/replace?from=x`);
    // The agency's one 'not found' of a booking (the panel says it 'Prenotazione non trovata' from its code).
    expect(missing).toMatchObject({ status: 404, body: { error: 'Booking not found', code: 'booking_not_found', params: {} } });
  });
});

describe('POST /api/admin/bookings/{id}/replace (the move)', () => {
  it("moves the booking to the new performer, keeps the money, tells the customer in her language, records it and updates both performers' pages and feeds", async () => {
    const somchai = new TestClient('198.51.100.121');
    const krit = new TestClient('198.51.100.122');
    await signInPerformer(admin, somchai, 'Somchai', 'somchai@example.com');
    await signInPerformer(admin, krit, 'Krit', 'krit@example.com');
    const booking = somchaisBooking({ eventTime: '21:00' });
    runPerformerNotices(getDb());
    const feed = (await krit.call('POST', '/api/performer/feed')).body.url as string;
    const ref = bookingReference(booking.id);

    const response = await replace(booking.id, 'Somchai', 'Krit');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: booking.id, stripperIds: [performerId('Krit')], status: 'confirmed' });
    expect(slotsOf(booking.id)).toEqual([{ name: performerId('Krit'), role: 'stripper' }]);
    const stored = getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!;
    expect(stored).toMatchObject({ totalPrice: booking.totalPrice, advanceAmount: booking.advanceAmount, cashAmount: booking.cashAmount });
    // The customer's summary names the performer of the slots, the only place a booking's performers are stored.
    expect(toBookingView(getDb(), stored).services?.selectedStrippers).toEqual([{ id: performerId('Krit'), name: 'Krit' }]);

    // The customer's e-mail, through the outbox, in Thai: the new stage name, the profile and the photo.
    expect(
      getDb().select({ kind: outbox.kind, status: outbox.status }).from(outbox).where(eq(outbox.bookingId, booking.id)).all(),
    ).toContainEqual({
      kind: 'customer-performer-replaced',
      status: 'sent',
    });
    const [mail] = await mailsTo('organiser@example.com');
    expect(mail!.subject).toBe(`การจอง ${ref}: เปลี่ยนนักแสดงสำหรับงานของคุณ`);
    expect(mail!.text).toContain('Krit จะมาแสดงในงานของคุณแทน Somchai');
    expect(mail!.text).toContain(`https://siamhunks.example/th/performer/${performerId('Krit')}`);
    expect(mail!.text).toContain('https://siamhunks.example/_image?href=%2Fperformers%2F');

    // The record, in the panel's words: who replaced whom.
    const [entry] = replacements();
    expect(entry).toMatchObject({ target: `booking ${ref}`, changes: [{ field: 'performers', from: 'Somchai', to: 'Krit' }] });
    const history = await admin.call('GET', `/api/admin/bookings/${booking.id}/history`);
    expect(history.body.map((e: { action: string }) => e.action)).toContain('bookings.replace');

    // Both pages follow at once; the notices job tells each of them.
    const somchaisPage = await somchai.call('GET', '/api/performer/bookings');
    expect(somchaisPage.body.upcoming.map((b: { reference: string }) => b.reference)).not.toContain(ref);
    const kritsPage = await krit.call('GET', '/api/performer/bookings');
    expect(kritsPage.body.upcoming.map((b: { reference: string }) => b.reference)).toContain(ref);
    const ics = await new TestClient('198.51.100.123').call('GET', new URL(feed).pathname);
    expect(ics.text.replace(/\r\n[ \t]/g, '')).toContain(`#${ref}`);
    runPerformerNotices(getDb());
    expect(lastMailTo('somchai@example.com')?.kind).toBe('performer-cancelled');
    expect(lastMailTo('krit@example.com')?.kind).toBe('performer-assigned');
  });

  it('swaps a performer holding both roles for one who takes both, and asks afresh one who had declined it before', async () => {
    const booking = bookingWith(['Luca'], { eventDate, eventTime: '16:00', customerEmail: '' });
    getDb()
      .insert(bookingPerformers)
      .values({ bookingId: booking.id, performerId: performerId('Luca'), role: 'waiter', eventDate, startMinute: 960, endMinute: 1020 })
      .run();
    answer(booking.id, 'Krit', 'declined', Date.now() - 3_600_000);
    expect(panelRefusal((await replace(booking.id, 'Luca', 'Tom')).body, 'it')).toBe('Tom non fa lo spogliarellista.');
    const response = await replace(booking.id, 'Luca', 'Krit');
    expect(response.status).toBe(200);
    expect(slotsOf(booking.id).sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { name: performerId('Krit'), role: 'stripper' },
      { name: performerId('Krit'), role: 'waiter' },
    ]);
    expect(response.body.performerAnswers).toEqual([{ performerId: performerId('Krit'), answer: null, reason: null }]);
    // No address: nobody is e-mailed.
    expect(getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).all()).toEqual([]);
  });
});

describe('a refused replacement: the documented status, an Italian message, nothing stored changes', () => {
  const snapshot = (id: string) =>
    JSON.stringify([
      getDb().select().from(bookings).where(eq(bookings.id, id)).get(),
      slotsOf(id),
      getDb().select().from(outbox).all().length,
      getDb()
        .select()
        .from(performerAssignments)
        .where(and(eq(performerAssignments.bookingId, id)))
        .all(),
      replacements().length,
    ]);
  const refused = async (
    id: string,
    from: string,
    to: string,
    status: number,
    error: unknown,
    reason: { code: string; params: object },
  ) => {
    const before = snapshot(id);
    const response = await replace(id, from, to);
    expect([response.status, panelRefusal(response.body, 'it')]).toEqual([status, error]);
    // Coded, so the panel says it from its code; a refusal of the chosen performer is that field's issue too.
    expect(response.body).toMatchObject(reason);
    if (status === 400 || reason.code === 'replacement_clash')
      expect(response.body.issues).toEqual([{ path: 'to', message: response.body.error, ...reason }]);
    expect(snapshot(id)).toBe(before);
  };

  it('409 when the new performer is held at an overlapping time (a clash) or off', async () => {
    const booking = somchaisBooking({ eventTime: '10:00' });
    bookingWith(['Aiden'], { eventDate, eventTime: '10:30', status: 'pending' });
    await refused(
      booking.id,
      'Somchai',
      'Aiden',
      409,
      expect.stringMatching(/^Aiden non è libero: è già prenotato in un orario che si sovrappone/),
      { code: 'replacement_clash', params: { kind: 'booked', name: 'Aiden', date: eventDate } },
    );
    getDb()
      .insert(performerTimeOff)
      .values({
        performerId: performerId('Krit'),
        startsAt: new Date(`${eventDate}T00:00:00+07:00`),
        endsAt: new Date(`${eventDate}T23:59:00+07:00`),
      })
      .run();
    await refused(booking.id, 'Somchai', 'Krit', 409, expect.stringMatching(/^Krit non è libero: ha un giorno libero a quell'ora/), {
      code: 'replacement_clash',
      params: { kind: 'off', name: 'Krit', date: eventDate },
    });
  });

  it('400 for a performer of another city, of another role, already on it, or unknown; 409 for a cancelled booking', async () => {
    const booking = somchaisBooking({ eventTime: '12:00' });
    await refused(booking.id, 'Somchai', 'Arthit', 400, 'Arthit non lavora a Pattaya.', {
      code: 'replacement_to_elsewhere',
      params: { name: 'Arthit', city: 'pattaya' },
    });
    await refused(booking.id, 'Somchai', 'Tom', 400, 'Tom non fa lo spogliarellista.', {
      code: 'replacement_to_role',
      params: { name: 'Tom', role: 'stripper' },
    });
    await refused(booking.id, 'Somchai', 'Somchai', 400, 'Somchai è già in questa prenotazione.', {
      code: 'replacement_to_taken',
      params: { name: 'Somchai' },
    });
    const unknown = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/replace`, { from: performerId('Somchai'), to: 'nobody' });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'replacement_to_unknown', params: {} } });
    expect(panelRefusal(unknown.body, 'it')).toBe('Performer sconosciuto: scegline uno dalla lista.');
    const missing = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/replace`, { from: performerId('Somchai') });
    expect([missing.status, missing.body.error]).toEqual([400, 'Scegli il nuovo performer']);
    const cancelled = somchaisBooking({ eventTime: '08:00', status: 'cancelled' });
    await refused(cancelled.id, 'Somchai', 'Krit', 409, 'La prenotazione è annullata: non si può sostituire un performer.', {
      code: 'replacement_closed',
      params: { status: 'cancelled' },
    });
  });
});
