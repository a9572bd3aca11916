// The owner's advance rate (PUT /api/admin/advance-rate): new money follows it, and only unpaid upcoming
// bookings whose advance follows a rate are repriced; what was paid, its receipt and past figures never move.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { requestBooking } from '@test/bookings';
import { bookingBody } from '@test/booking-request';
import { useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingRequestSchema } from '@/features/booking/booking.schema';
import { queueAdvanceReceipt } from '@/features/manage-bookings/customer-notices.mail';
import { ADVANCE_PERCENT_RULE } from './advance-rate.schema';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);
const money = (id: string) =>
  getDb()
    .select({ total: bookings.totalPrice, advance: bookings.advanceAmount, cash: bookings.cashAmount, percent: bookings.advancePercent })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get();
const soon = addDays(todayInBangkok(), 10);
const lastMonth = `${addDays(`${todayInBangkok().slice(0, 8)}01`, -1).slice(0, 8)}`;
const lastMonthPeriod = `from=${lastMonth}01&to=${addDays(`${todayInBangkok().slice(0, 8)}01`, -1)}`;

describe('the advance rate', () => {
  it('refuses anything but a whole percent from 1 to 100, in Italian, and keeps the rate', async () => {
    for (const body of [{ percent: 0 }, { percent: 101 }, { percent: 25.5 }, { percent: '25' }, {}, { percent: 25, extra: 1 }]) {
      const refused = await admin.mutate('PUT', '/api/admin/advance-rate', body);
      expect(refused.status).toBe(400);
    }
    const zero = await admin.mutate('PUT', '/api/admin/advance-rate', { percent: 0 });
    expect(zero.body).toMatchObject({ error: ADVANCE_PERCENT_RULE, issues: [{ path: 'percent', message: ADVANCE_PERCENT_RULE }] });
    expect((await admin.call('GET', '/api/admin/advance-rate')).body).toEqual({ percent: 30 });
  });

  it('applies to new bookings and reprices only unpaid upcoming ones; a received advance, its receipt and last month do not move', async () => {
    const received = addBooking({ eventDate: soon, status: 'confirmed', customerEmail: 'paid@example.com' });
    expect((await admin.mutate('POST', `/api/admin/bookings/${received.id}/advance`, { status: 'received' })).status).toBe(200);
    const reported = addBooking({ eventDate: soon, status: 'pending', advanceStatus: 'reported' });
    const unpaid = addBooking({ eventDate: soon, status: 'confirmed' });
    const byHand = addBooking({ eventDate: soon, status: 'confirmed', advanceAmount: 1000, cashAmount: 9000, advancePercent: null });
    const past = addBooking({ eventDate: `${lastMonth}15`, status: 'confirmed' });
    addBooking({ eventDate: `${lastMonth}16`, status: 'completed', advanceStatus: 'received' });
    const figures = async () => (await admin.call('GET', `/api/admin/insights?${lastMonthPeriod}`)).body.revenue;
    const before = await figures();
    expect(before).toMatchObject({ advanceReceived: 3000, advanceOutstanding: 3000, cash: 7000 });

    const changed = await admin.mutate('PUT', '/api/admin/advance-rate', { percent: 25 });
    expect(changed).toMatchObject({ status: 200, body: { percent: 25, repriced: 1 } });

    expect(money(unpaid.id)).toEqual({ total: 10000, advance: 2500, cash: 7500, percent: 25 });
    for (const kept of [received, reported, past]) expect(money(kept.id)).toEqual({ total: 10000, advance: 3000, cash: 7000, percent: 30 });
    expect(money(byHand.id)).toEqual({ total: 10000, advance: 1000, cash: 9000, percent: null });
    expect(await figures()).toEqual(before);
    // The receipt sent, and one written again now, say what was paid.
    const receipt = smtp.messages.findLast((m) => m.envelopeTo.includes('paid@example.com'))!;
    expect(receipt.parsed.text).toContain('Advance received: ฿3,000');
    const again = queueAdvanceReceipt(getDb(), getDb().select().from(bookings).where(eq(bookings.id, received.id)).get()!);
    expect(JSON.stringify(getDb().select().from(outbox).where(eq(outbox.id, again)).get()!.body)).toContain('Advance received: ฿3,000');

    // A new booking and a quote follow the new rate.
    const { id } = requestBooking(
      getDb(),
      bookingRequestSchema.parse(
        bookingBody({
          customerName: 'New Rate',
          customerEmail: 'new@example.com',
          occasion: 'birthday',
          eventDate: addDays(todayInBangkok(), 20),
        }),
      ),
    );
    expect(money(id)).toEqual({ total: 7000, advance: 1750, cash: 5250, percent: 25 });
  });
});
