// What a performer sees of their bookings and how their answers reach the agency: own assignments
// only (404 across performers), no customer data, the address from the 24-hour mark of a confirmed booking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { agencyEmail } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { addDays, bangkokInstant, todayInBangkok } from '@/lib/event-time';
import { formatAgencyDay } from '@/lib/dates';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, lastMailTo, performerId, signInPerformer } from '@test/performer-portal';
import { bookingReference } from '@/lib/booking-reference';

/** A booking's reference: what a performer knows it by. */
const ref = (booking: { id: string }) => bookingReference(booking.id);

useTempApp();
const admin = useAdminClient('203.0.113.80');
const marco = new TestClient('198.51.100.81');
const ryan = new TestClient('198.51.100.82');
const day = addDays(todayInBangkok(), 20);
const secret = {
  customerName: 'Secret Customer',
  customerEmail: 'secret.customer@example.com',
  customerPhone: '+66 81 234 5678',
  specialRequests: 'Please bring a secret cake',
  address: '99 Sukhumvit Soi 11, Bangkok',
  venueType: 'Hotel',
  location: 'bangkok',
};

afterEach(() => {
  vi.useRealTimers();
});

describe("a performer's bookings", () => {
  it('lists only their own assignments, soonest first, with what they need and nothing of the customer', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco@example.com');
    await signInPerformer(admin, ryan, 'Ryan', 'ryan@example.com');
    const later = bookingWith(['Marco', 'Ryan'], {
      ...secret,
      eventDate: addDays(day, 2),
      eventTime: '21:00',
      duration: 90,
      totalPrice: 18_000,
      advanceAmount: 5_400,
      cashAmount: 12_600,
    });
    const sooner = bookingWith(['Marco'], { ...secret, eventDate: day, eventTime: '20:00', performerNote: 'Bring the police costume' });
    bookingWith(['Ryan'], { eventDate: day });
    bookingWith(['Marco'], { eventDate: day, status: 'requested' }); // holds nobody yet: not his
    const old = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), -10), status: 'completed' });
    bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), -40), status: 'completed' }); // older than 30 days

    const list = await marco.call('GET', '/api/performer/bookings');
    expect(list.status).toBe(200);
    expect(list.body.upcoming.map((b: { reference: string }) => b.reference)).toEqual([ref(sooner), ref(later)]);
    expect(list.body.past.map((b: { reference: string }) => b.reference)).toEqual([ref(old)]);
    // By reference only: the id is the key of the booking's public link, which shows its price.
    for (const b of [sooner, later, old]) expect(list.text).not.toContain(b.id);
    expect(list.body.upcoming[1]).toMatchObject({
      eventDate: addDays(day, 2),
      eventTime: '21:00',
      duration: 90,
      city: 'Bangkok',
      services: 'male-stripper',
      venueType: 'Hotel',
      cashAmount: 12_600,
      otherPerformers: ['Ryan'],
      status: 'confirmed',
      address: null,
      answer: null,
    });
    expect(list.body.upcoming[0].note).toBe('Bring the police costume');
    expect(list.text).not.toMatch(/Secret Customer|secret\.customer|234 5678|secret cake|Sukhumvit/);
  });

  it('tells each performer of a two-performer booking who collects its stored cash: the first on the line-up, for the whole booking', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco@example.com');
    await signInPerformer(admin, ryan, 'Ryan', 'ryan@example.com');
    const both = bookingWith(['Marco', 'Ryan'], {
      eventDate: addDays(day, 5),
      cashAmount: 12_600,
      totalPrice: 18_000,
      advanceAmount: 5_400,
    });
    const seen = async (client: TestClient) =>
      ((await client.call('GET', '/api/performer/bookings')).body.upcoming as { reference: string }[]).find(
        (b) => b.reference === ref(both),
      );
    expect(await seen(marco)).toMatchObject({ cashAmount: 12_600, cashCollectedBy: null });
    expect(await seen(ryan)).toMatchObject({ cashAmount: 12_600, cashCollectedBy: 'Marco' });
  });

  it('answers 404 for another performer’s booking, to read or to answer', async () => {
    const ryans = bookingWith(['Ryan'], { eventDate: addDays(day, 3) });
    const answer = await marco.call('POST', `/api/performer/bookings/${ref(ryans)}/answer`, { json: { answer: 'accept' } });
    expect(answer).toMatchObject({ status: 404, body: { error: 'Booking not found', code: 'booking_not_found', params: {} } });
    expect((await marco.call('POST', '/api/performer/bookings/no-such-id/answer', { json: { answer: 'accept' } })).status).toBe(404);
    expect(
      await new TestClient('198.51.100.89').call('POST', `/api/performer/bookings/${ref(ryans)}/answer`, { json: { answer: 'accept' } }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Please sign in with the link we e-mailed you', code: 'performer_sign_in_needed', params: {} },
    });
  });

  it('shows the address of a confirmed booking from 24 hours before it, never of a pending one', async () => {
    const confirmed = bookingWith(['Marco'], { ...secret, eventDate: addDays(day, 5), eventTime: '22:00' });
    const pending = bookingWith(['Marco'], { ...secret, eventDate: addDays(day, 5), eventTime: '23:30', status: 'pending' });
    const start = bangkokInstant(addDays(day, 5), 22 * 60);
    const seen = async (booking: { id: string }) => {
      const { upcoming, past } = (await marco.call('GET', '/api/performer/bookings')).body;
      return [...upcoming, ...past].find((b: { reference: string }) => b.reference === ref(booking)) as {
        address: string | null;
        addressFrom: string;
      };
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 24 * 3_600_000 - 1);
    expect(await seen(confirmed)).toMatchObject({ address: null, addressFrom: new Date(start - 24 * 3_600_000).toISOString() });
    vi.setSystemTime(start - 24 * 3_600_000);
    expect((await seen(confirmed)).address).toBe(secret.address);
    expect((await seen(pending)).address).toBeNull();
    vi.setSystemTime(start - 3_600_000);
    expect((await seen(pending)).address).toBeNull();
    // The mark is a setting.
    vi.setSystemTime(start - 30 * 3_600_000);
    vi.stubEnv('PERFORMER_ADDRESS_HOURS', '48');
    expect((await seen(confirmed)).address).toBe(secret.address);
    vi.stubEnv('PERFORMER_ADDRESS_HOURS', undefined);
    // A performer not on the booking sees nothing of it, address included.
    vi.setSystemTime(start);
    expect((await ryan.call('GET', '/api/performer/bookings')).text).not.toContain(ref(confirmed));
  });

  it('accept and decline reach the agency: Manage Bookings shows each answer, and a decline e-mails the agency at once', async () => {
    const booking = bookingWith(['Marco', 'Ryan'], { ...secret, eventDate: addDays(day, 7) });
    const url = `/api/performer/bookings/${ref(booking)}/answer`;
    expect((await marco.call('POST', url, { json: { answer: 'maybe' } })).status).toBe(400);
    const noReason = await ryan.call('POST', url, { json: { answer: 'decline' } });
    expect(noReason).toMatchObject({
      status: 400,
      body: { issues: [expect.objectContaining({ message: 'Please tell the agency why you decline' })] },
    });

    expect((await marco.call('POST', url, { json: { answer: 'accept' } })).body).toMatchObject({ answer: 'accepted', reason: null });
    const declined = await ryan.call('POST', url, { json: { answer: 'decline', reason: '  Sick that night ' } });
    expect(declined).toMatchObject({ status: 200, body: { answer: 'declined', reason: 'Sick that night' } });

    const mail = lastMailTo(agencyEmail(), 'performer-declined');
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Ryan ha rifiutato la prenotazione');
    expect(JSON.stringify(mail!.body)).toContain('Sick that night');
    // The agency reads the date in Italian, like the rest of the notice.
    expect(JSON.stringify(mail!.body)).toContain(formatAgencyDay(booking.eventDate));
    expect(JSON.stringify(mail!.body)).not.toMatch(/Secret Customer|secret\.customer|Sukhumvit/);

    const details = await admin.call('GET', `/api/admin/bookings/${booking.id}`);
    expect(details.body.performerAnswers).toEqual(
      expect.arrayContaining([
        { performerId: performerId('Marco'), answer: 'accepted', reason: null },
        { performerId: performerId('Ryan'), answer: 'declined', reason: 'Sick that night' },
      ]),
    );
    const list = await admin.call('GET', '/api/admin/bookings?q=' + booking.id.slice(0, 8));
    expect(list.body.items[0].performerAnswers).toHaveLength(2);

    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run();
    expect(await marco.call('POST', url, { json: { answer: 'accept' } })).toMatchObject({
      status: 409,
      body: { error: 'This booking can no longer be answered', code: 'answer_closed', params: {} },
    });
  });

  it('shows the agency’s note, set in Manage Bookings', async () => {
    const booking = bookingWith(['Marco'], { eventDate: addDays(day, 8) });
    const put = await admin.mutate('PUT', `/api/admin/bookings/${booking.id}/performer-note`, { note: ' Arrive 30 minutes early ' });
    expect(put).toMatchObject({ status: 200, body: { performerNote: 'Arrive 30 minutes early' } });
    const list = await marco.call('GET', '/api/performer/bookings');
    expect(list.body.upcoming.find((b: { reference: string }) => b.reference === ref(booking)).note).toBe('Arrive 30 minutes early');
  });

  it('forgets what a performer could see when the customer erases their data', async () => {
    const booking = bookingWith(['Marco'], { ...secret, customerEmail: 'eraseme@example.com', eventDate: addDays(day, 9) });
    expect((await marco.call('GET', '/api/performer/bookings')).text).toContain(ref(booking));
    const { eraseDataFor } = await import('@/features/privacy/erasure.server');
    eraseDataFor(getDb(), 'eraseme@example.com');
    expect((await marco.call('GET', '/api/performer/bookings')).text).not.toContain(ref(booking));
  });
});
