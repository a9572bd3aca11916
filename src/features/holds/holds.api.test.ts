// The release of unpaid holds with a fake clock (the job takes `now`): reminder with the QR, release
// with the performers freed, exemption and extension through the admin route, and the 12-hour guard.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookings, outbox, performers } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bangkokInstant } from '@/lib/event-time';
import { bookingFactory, holdPerformer } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp, useSettings } from '@test/hooks';
import { clashesAt } from '@/features/availability/availability.server';
import { runHoldRelease } from './holds.server';

useTempApp();
useSettings({ PROMPTPAY_ID: '0812345678', AGENCY_EMAIL: 'agency@example.test' });
const smtp = useSmtp({ clearEachTest: true });
const admin = useAdminClient();
const HOUR = 3_600_000;
const T0 = Date.UTC(2030, 0, 1, 3, 0);

const addBooking = bookingFactory(getDb, (seq) => ({
  eventDate: '2030-06-01',
  eventTime: '20:00',
  customerEmail: `hold${seq}@example.com`,
}));
const row = (id: string) => getDb().select().from(bookings).where(eq(bookings.id, id)).get()!;
const kinds = (id: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, id))
    .all()
    .map((m) => m.kind);
const run = async (at: number) => {
  const result = runHoldRelease(getDb(), at);
  await mailSettled();
  return result;
};
/** A pending booking holding a Pattaya performer since T0, its advance unpaid. */
const heldBooking = (fields: Parameters<typeof addBooking>[0] = {}) => {
  const booking = addBooking({ status: 'pending', heldSince: new Date(T0), ...fields });
  const performer = getDb().select().from(performers).where(eq(performers.location, 'pattaya')).all()[0]!;
  holdPerformer(getDb(), booking, performer.id);
  return { booking, performer };
};

afterEach(() => {
  // Earlier tests' bookings stay pending: each test cancels its own, so runs see only the test's booking.
  getDb().update(bookings).set({ status: 'cancelled' }).run();
});

describe('release of unpaid holds', () => {
  it('reminds after 48 hours with the QR, once, then cancels 24 hours later, freeing the performer and telling customer and agency', async () => {
    const { booking, performer } = heldBooking();
    expect(await run(T0 + 48 * HOUR - 1)).toEqual({ reminded: 0, released: 0 });
    expect(await run(T0 + 48 * HOUR)).toEqual({ reminded: 1, released: 0 });
    expect(row(booking.id).holdReminderSentAt).toEqual(new Date(T0 + 48 * HOUR));
    const reminder = smtp.messages.find((m) => m.envelopeTo.includes(booking.customerEmail))!;
    expect(reminder.parsed.subject).toContain('advance payment due');
    expect(reminder.parsed.text).toMatch(/pay your advance now/i);
    expect(reminder.parsed.attachments.map((a) => a.filename)).toContain('promptpay-advance.png');
    // The panel shows it "in scadenza" until the release.
    const details = await admin.call('GET', `/api/admin/bookings/${booking.id}`);
    expect(details.body.holdExpiresAt).toBe(new Date(T0 + 72 * HOUR).toISOString());

    expect(await run(T0 + 60 * HOUR)).toEqual({ reminded: 0, released: 0 });
    expect(await run(T0 + 72 * HOUR)).toEqual({ reminded: 0, released: 1 });
    expect(row(booking.id).status).toBe('cancelled');
    expect(kinds(booking.id)).toEqual(['hold-reminder', 'hold-released', 'agency-hold-released']);
    expect(
      smtp.messages.some((m) => m.envelopeTo.includes('agency@example.test') && /acconto non ricevuto/.test(m.parsed.subject ?? '')),
    ).toBe(true);
    expect(clashesAt(getDb(), { performerIds: [performer.id], eventDate: '2030-06-01', start: 1200, end: 1260 })).toEqual([]);
    expect(await run(T0 + 100 * HOUR)).toEqual({ reminded: 0, released: 0 });
  });

  it('leaves alone a booking whose advance is reported, and a confirmed one', async () => {
    const { booking: reported } = heldBooking({ advanceStatus: 'reported' });
    const { booking: confirmed } = heldBooking({ status: 'confirmed', eventDate: '2030-06-02' });
    expect(await run(T0 + 200 * HOUR)).toEqual({ reminded: 0, released: 0 });
    expect(row(reported.id).status).toBe('pending');
    expect(row(confirmed.id).status).toBe('confirmed');
  });

  it('never reminds or releases within 12 hours of the event', async () => {
    const event = bangkokInstant('2030-01-04', 20 * 60);
    const { booking } = heldBooking({ eventDate: '2030-01-04', heldSince: new Date(event - 50 * HOUR) });
    expect(await run(event - 12 * HOUR + 1)).toEqual({ reminded: 0, released: 0 });
    expect(row(booking.id)).toMatchObject({ status: 'pending', holdReminderSentAt: null });
    // Reminded in time, the release itself is also held back once the event is 12 hours away.
    getDb()
      .update(bookings)
      .set({ holdReminderSentAt: new Date(event - 40 * HOUR) })
      .where(eq(bookings.id, booking.id))
      .run();
    expect(await run(event - 11 * HOUR)).toEqual({ reminded: 0, released: 0 });
    expect(row(booking.id).status).toBe('pending');
  });

  it('follows UNPAID_HOLD_HOURS', async () => {
    vi.stubEnv('UNPAID_HOLD_HOURS', '10');
    heldBooking();
    expect(await run(T0 + 10 * HOUR)).toEqual({ reminded: 1, released: 0 });
  });

  it('an exempted booking is never released (the owner decides); extend starts the clock again', async () => {
    const { booking } = heldBooking();
    const url = `/api/admin/bookings/${booking.id}/hold`;
    expect(await admin.mutate('POST', url, { action: 'exempt' })).toMatchObject({
      status: 200,
      body: { holdExempt: true, holdExpiresAt: null },
    });
    expect(await run(T0 + 200 * HOUR)).toEqual({ reminded: 0, released: 0 });
    expect((await admin.mutate('POST', url, { action: 'include' })).body.holdExempt).toBe(false);

    expect(await run(T0 + 48 * HOUR)).toEqual({ reminded: 1, released: 0 });
    expect((await admin.mutate('POST', url, { action: 'extend' })).status).toBe(200);
    const extendedAt = row(booking.id).heldSince!.getTime();
    expect(row(booking.id).holdReminderSentAt).toBeNull();
    expect(Math.abs(extendedAt - Date.now())).toBeLessThan(60_000);
    expect(await run(extendedAt + 48 * HOUR - 1)).toEqual({ reminded: 0, released: 0 });
    expect(await run(extendedAt + 48 * HOUR)).toEqual({ reminded: 1, released: 0 });

    expect((await admin.mutate('POST', url, { action: 'forget' })).status).toBe(400);
    expect((await admin.mutate('POST', '/api/admin/bookings/nope/hold', { action: 'extend' })).status).toBe(404);
  });
});
