// The agency's scenario of issue 38: a booking whose ฿7,500 advance was received is confirmed with its length
// changed from 120 to 135 minutes. Afterwards the customer's e-mail, the summary, Booking Details and Statistiche
// show the same stored money: the advance stays what was paid, the cash is the new total less it.
import { panelRefusal } from '@/lib/panel-refusal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { pickMoney } from '@/features/booking-life/payment-split';
import { findBooking } from '@/features/booking/booking.server';
import { summarySections } from '@/features/booking/booking-view';
import { priceLines } from '@/features/booking/price-lines';
import { agencyWordsIn } from '@/features/booking/agency-catalogue';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);
const eventDate = addDays(todayInBangkok(), 40);

/** A Bangkok DUO of 120 minutes at ฿25,000, its 30% advance of ฿7,500 received. */
const paidDuo = (email: string) =>
  addBooking({
    customerEmail: email,
    location: 'bangkok',
    eventDate,
    serviceType: 'DUO',
    performanceStyle: 'topless',
    duration: 120,
    status: 'pending',
    advanceStatus: 'received',
    totalPrice: 25000,
    additionalData: JSON.stringify({
      services: { selectedMaleStripper: 'duo', selectedToplessWaiter: 'none' },
      price: { stripperSubtotal: 25000, waiterSubtotal: 0, discount: 0, supplement: 0 },
    }),
  });
const confirm = (id: string, cashAmount: number) =>
  admin.mutate('POST', `/api/admin/bookings/${id}/send-confirmation`, { cashAmount, updates: { duration: 135 } });

describe('a length changed in the Confirm dialog after the advance was received', () => {
  it('keeps what was paid: the e-mail, the summary, Booking Details and Statistiche agree, and the customer reads the new balance', async () => {
    const booking = paidDuo('duo@example.com');
    // 135 minutes of DUO in Bangkok: ฿16,000 + 75 × ฿250 = ฿34,750; the advance paid stays ฿7,500.
    const stale = await confirm(booking.id, 17500);
    expect(stale.status).toBe(400);
    const rest = { code: 'cash_is_rest', params: { advance: 7500, cash: 27250 } };
    const message = "L'acconto di ฿7,500 è già pagato: l'importo in contanti è il resto del totale, ฿27,250.";
    expect(stale.body).toMatchObject({ ...rest, issues: [{ path: 'cashAmount', message: stale.body.error, ...rest }] });
    expect(panelRefusal(stale.body, 'it')).toBe(message);
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()).toMatchObject({
      status: 'pending',
      totalPrice: 25000,
    });

    const confirmed = await confirm(booking.id, 27250);
    expect(confirmed.status).toBe(200);
    const stored = { totalPrice: 34750, advanceAmount: 7500, cashAmount: 27250, advancePercent: null };
    expect(pickMoney(confirmed.body.booking)).toEqual(stored);

    const rows = [
      ['Total', '฿34,750'],
      ['Advance Payment', '฿7,500'],
      ['Collect in cash on show day', '฿27,250'],
    ];
    const mail = smtp.messages.findLast((m) => m.envelopeTo.includes('duo@example.com'))!.parsed.text!;
    for (const [label, value] of rows) expect(mail).toContain(`${label}: ${value}`);
    expect(mail).toContain(
      'The total of your booking changed from ฿25,000 to ฿34,750. The advance you paid, ฿7,500, stays as it is: the new balance of ฿27,250 is paid in cash on the day.',
    );
    expect(mail).not.toContain('฿10,425');

    const summary = summarySections(findBooking(getDb(), booking.id)!).find((s) => s.title === 'Pricing')!.rows;
    expect(summary.slice(-3)).toEqual(rows);

    const details = (await admin.call('GET', `/api/admin/bookings?q=${booking.id.slice(-8)}`)).body.items[0];
    expect(priceLines({ ...pickMoney(details), services: null, price: null }, agencyWordsIn('it'))).toEqual([
      ['Totale', '฿34,750'],
      ['Acconto', '฿7,500'],
      ['Contanti da incassare il giorno dello spettacolo', '฿27,250'],
    ]);

    const insights = (await admin.call('GET', `/api/admin/insights?from=${eventDate}&to=${eventDate}`)).body.revenue;
    expect(insights).toMatchObject({ total: 34750, advanceReceived: 7500, advanceOutstanding: 0, cash: 27250 });
  });

  it('refuses a new total below the advance already paid, in Italian', async () => {
    const booking = addBooking({
      ...{
        location: 'bangkok',
        eventDate,
        customerPhone: '+66 81 000 0002',
        address: '1 Road',
        venueType: 'hotel',
        soundSystem: 'yes',
        occasion: 'birthday',
      },
      additionalData: JSON.stringify({ services: { selectedMaleStripper: 'topless', selectedToplessWaiter: 'none' } }),
      ...{ advanceStatus: 'received', totalPrice: 7000, advanceAmount: 6500, cashAmount: 500, advancePercent: null },
    });
    const shorter = await admin.mutate('PATCH', `/api/admin/bookings/${booking.id}`, {
      priceOverride: { total: 5000, reason: 'Sconto' },
      stripperIds: [seedPerformers.find((p) => p.name === 'Marco')!.id],
    });
    expect(shorter.status).toBe(400);
    const error = "Il nuovo totale (฿5,000) è inferiore all'acconto già pagato (฿6,500): rimborsa o sposta prima l'acconto.";
    const reason = { code: 'total_below_paid_advance', params: { total: 5000, paid: 6500 } };
    expect(shorter.body).toMatchObject({ ...reason, issues: [{ path: 'priceOverride.total', message: shorter.body.error, ...reason }] });
    expect(panelRefusal(shorter.body, 'it')).toBe(error);
  });
});
