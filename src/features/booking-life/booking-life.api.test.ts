// A booking's moves through the real routes on a real SQLite file: the table's refusals change nothing and send nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outbox, reviews } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingFactory } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient();
const book = bookingFactory(getDb);
const stored = (id: string) => getDb().select().from(bookings).where(eq(bookings.id, id)).get()!;
const mailsOf = (id: string) => getDb().select().from(outbox).where(eq(outbox.bookingId, id)).all();
const patch = (id: string, status: string) => admin.mutate('PATCH', `/api/admin/bookings/${id}/status`, { status });

describe("the agency's status list follows the table of moves", () => {
  it('refuses to complete a show that has not started (409, in Italian in the panel) and completes one that has', async () => {
    const early = book({ status: 'confirmed', eventDate: addDays(todayInBangkok(), 1), eventTime: '06:50' });
    const refused = await patch(early.id, 'completed');
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'booking_not_started', params: { date: early.eventDate, time: '06:50' } },
    });
    expect(stored(early.id).status).toBe('confirmed');
    expect(mailsOf(early.id)).toEqual([]);

    const played = book({ status: 'confirmed', eventDate: addDays(todayInBangkok(), -1) });
    expect((await patch(played.id, 'completed')).body).toMatchObject({ status: 'completed' });
  });

  it('refuses a move the table does not allow, and the same status again changes nothing', async () => {
    const cancelled = book({ status: 'cancelled', eventDate: addDays(todayInBangkok(), -1) });
    expect(await patch(cancelled.id, 'completed')).toMatchObject({
      status: 409,
      body: { code: 'booking_move', params: { from: 'cancelled', to: 'completed' } },
    });
    expect(stored(cancelled.id).status).toBe('cancelled');
    const pending = book({ status: 'pending', heldSince: new Date(Date.UTC(2026, 0, 1)) });
    expect((await patch(pending.id, 'pending')).status).toBe(200);
    expect(stored(pending.id).heldSince).toEqual(new Date(Date.UTC(2026, 0, 1)));
  });
});

describe('the Confirm Booking dialog completes a show only once it has started', () => {
  const complete = (id: string) =>
    admin.mutate('POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount: 6000, updates: {}, finalStatus: 'completed' });

  it('answers 409 before the start (nothing saved, no thank-you, no review link) and completes with the thank-you after it', async () => {
    const early = book({ status: 'confirmed', eventDate: addDays(todayInBangkok(), 1), eventTime: '06:50', cashAmount: 7000 });
    expect(await complete(early.id)).toMatchObject({ status: 409, body: { code: 'booking_not_started' } });
    expect(stored(early.id)).toMatchObject({ status: 'confirmed', cashAmount: 7000 });
    expect(mailsOf(early.id)).toEqual([]);
    expect(getDb().select().from(reviews).where(eq(reviews.bookingId, early.id)).all()).toEqual([]);

    const played = book({ status: 'confirmed', eventDate: addDays(todayInBangkok(), -1) });
    expect(await complete(played.id)).toMatchObject({ status: 200, body: { booking: { status: 'completed' } } });
    expect(mailsOf(played.id).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Thank you/)]);
  });
});
