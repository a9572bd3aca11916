// A same-day booking whose performer already said "On my way" (through the real route, on a real SQLite file):
// neither the customer's reminder nor the performer's arrives after it.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, performerAssignments } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { resetClock, setClock } from '@/lib/clock';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, signInPerformer } from '@test/performer-portal';
import { eventStartMs } from './reminder-due';
import { runDueReminders } from './reminders.server';
import { runPerformerNotices } from '@/features/performer-portal/performer-notices.server';

useTempApp();
const admin = useAdminClient('203.0.113.120');
const marco = new TestClient('198.51.100.121');
const MINUTE = 60_000;
const kindsFor = (bookingId: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .map((mail) => mail.kind);

afterEach(() => resetClock());

describe('no reminder after "On my way"', () => {
  it('a same-day booking: the customer and the performer get no reminder once he is on his way; one without a night still does', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.sameday@example.com');
    const eventDate = addDays(todayInBangkok(), 3);
    const booking = bookingWith(['Marco'], { eventDate, eventTime: '20:00', customerEmail: 'sameday@example.com' });
    const quiet = bookingWith([], { eventDate, eventTime: '20:30', customerEmail: 'quiet@example.com' });
    const start = eventStartMs(booking.eventDate, booking.eventTime);
    // He was told of it days ahead, before the reminders' day began (the job did not run since).
    runPerformerNotices(getDb(), start - 3 * 24 * 60 * MINUTE);
    expect(getDb().select().from(performerAssignments).where(eq(performerAssignments.bookingId, booking.id)).get()).toMatchObject({
      reminderSentAt: null,
    });

    setClock(start - 30 * MINUTE);
    const said = await marco.call('POST', `/api/performer/bookings/${bookingReference(booking.id)}/night`, {
      json: { status: 'on-my-way', minutes: 20 },
    });
    expect(said.status).toBe(200);

    expect(runDueReminders(getDb(), { now: start - 29 * MINUTE })).toEqual({ queued: 1 });
    expect(runPerformerNotices(getDb(), start - 29 * MINUTE)['performer-reminder']).toBe(0);
    expect(runDueReminders(getDb(), { now: start - MINUTE })).toEqual({ queued: 0 });
    expect(kindsFor(booking.id)).toEqual(['performer-assigned', 'night-on-my-way']);
    expect(kindsFor(quiet.id)).toEqual(['reminder']);
  });
});
