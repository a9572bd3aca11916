// The performers' e-mails through the outbox, with a clock: assigned, changed, cancelled (the booking
// or their place on it), a reminder the day before with the address; each once, none with customer data.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPerformers, bookings, outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bangkokInstant } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, performerId } from '@test/performer-portal';
import { runPerformerNotices } from './performer-notices.server';
import { portalEventTime } from './portal-words';
import { signInLinksSettled } from '@/lib/server/sign-in-links';

useTempApp();
const admin = useAdminClient('203.0.113.110');
const mailsTo = (to: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .all()
    .map((m) => ({ kind: m.kind, subject: m.subject, text: JSON.stringify(m.body) }));

describe("performers' notices", () => {
  it('assigned, changed, reminder with the address, cancelled: each once, to performers with an address only', async () => {
    await admin.mutate('PUT', `/api/admin/performers/${performerId('Marco')}`, { email: 'marco@example.com' });
    await admin.mutate('PUT', `/api/admin/performers/${performerId('Ryan')}`, { email: 'ryan@example.com' });
    const booking = bookingWith(['Marco', 'Ryan', 'Jake'], {
      customerName: 'Hidden Guest',
      customerEmail: 'hidden.guest@example.com',
      customerPhone: '+66 81 000 1111',
      specialRequests: 'secret wishes',
      address: '12 Venue Road',
      eventDate: '2030-06-01',
      eventTime: '21:00',
    });
    const ref = bookingReference(booking.id);
    const start = bangkokInstant('2030-06-01', 21 * 60);
    const week = start - 7 * 86_400_000;

    expect(runPerformerNotices(getDb(), week)).toMatchObject({ 'performer-assigned': 2 });
    expect(runPerformerNotices(getDb(), week + 60_000)).toMatchObject({ 'performer-assigned': 0, 'performer-changed': 0 });
    const assigned = mailsTo('marco@example.com');
    expect(assigned).toEqual([
      expect.objectContaining({ kind: 'performer-assigned', subject: `New booking #${ref}: please accept or decline` }),
    ]);
    expect(assigned[0]!.text).toContain('With: Jake, Ryan');
    expect(assigned[0]!.text).not.toContain('12 Venue Road');

    getDb().update(bookings).set({ eventTime: '22:00' }).where(eq(bookings.id, booking.id)).run();
    expect(runPerformerNotices(getDb(), week + 120_000)).toMatchObject({ 'performer-changed': 2 });

    const moved = bangkokInstant('2030-06-01', 22 * 60);
    expect(runPerformerNotices(getDb(), moved - 24 * 3_600_000 - 1)['performer-reminder']).toBe(0);
    expect(runPerformerNotices(getDb(), moved - 24 * 3_600_000)['performer-reminder']).toBe(2);
    expect(runPerformerNotices(getDb(), moved - 3_600_000)['performer-reminder']).toBe(0);
    const reminder = mailsTo('marco@example.com').find((m) => m.kind === 'performer-reminder')!;
    expect(reminder.subject).toBe(`Tomorrow: booking #${ref}`);
    expect(reminder.text).toContain('Address: 12 Venue Road');

    // Ryan taken off the booking; then the booking cancelled.
    getDb()
      .delete(bookingPerformers)
      .where(and(eq(bookingPerformers.bookingId, booking.id), eq(bookingPerformers.performerId, performerId('Ryan'))))
      .run();
    expect(runPerformerNotices(getDb(), moved - 3_000_000)).toMatchObject({ 'performer-cancelled': 1, 'performer-changed': 1 });
    getDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run();
    expect(runPerformerNotices(getDb(), moved - 2_000_000)).toMatchObject({ 'performer-cancelled': 1 });
    expect(runPerformerNotices(getDb(), moved - 1_000_000)).toMatchObject({ 'performer-cancelled': 0 });
    expect(mailsTo('marco@example.com').map((m) => m.kind)).toEqual([
      'performer-assigned',
      'performer-changed',
      'performer-reminder',
      'performer-changed',
      'performer-cancelled',
    ]);
    expect(mailsTo('ryan@example.com').at(-1)!.kind).toBe('performer-cancelled');

    const all = [...mailsTo('marco@example.com'), ...mailsTo('ryan@example.com')].map((m) => m.text).join('\n');
    expect(all).not.toMatch(/Hidden Guest|hidden\.guest|000 1111|secret wishes/);
  });

  it("in the performer's language: Thai words, dates, city and link for one who asked his link from /th/me", async () => {
    await admin.mutate('PUT', `/api/admin/performers/${performerId('Jake')}`, { email: 'jake@example.com' });
    const phone = new TestClient('198.51.100.112');
    expect((await phone.call('POST', '/api/performer/link', { json: { email: 'jake@example.com', locale: 'th' } })).status).toBe(202);
    await signInLinksSettled();
    const booking = bookingWith(['Jake'], { eventDate: '2030-07-05', eventTime: '21:30', duration: 90, location: 'bangkok' });
    const ref = bookingReference(booking.id);
    expect(runPerformerNotices(getDb(), bangkokInstant('2030-07-05', 0) - 7 * 86_400_000)).toMatchObject({ 'performer-assigned': 1 });
    const mail = mailsTo('jake@example.com').find((m) => m.kind === 'performer-assigned')!;
    expect(mail.subject).toBe(`งานใหม่ #${ref}: โปรดรับงานหรือปฏิเสธ`);
    expect(mail.text).toContain('เอเจนซีได้จัดคุณเข้างานหนึ่งงาน');
    expect(mail.text).toContain(`วันเวลา: ${portalEventTime('2030-07-05', '21:30', 'th')} (เวลากรุงเทพฯ)`);
    expect(mail.text).toContain('2573'); // the Buddhist Era year
    expect(mail.text).toContain('ระยะเวลา: 1.5 ชั่วโมง');
    expect(mail.text).toContain('เมือง: กรุงเทพฯ');
    expect(mail.text).toContain('ไปกับ: ไม่มีใครอื่น');
    expect(mail.text).toMatch(/\/th\/me\b/);
    expect(mail.text).not.toMatch(/Bangkok|When:|Open my bookings/);
  });
  it('a completed show tells its performers nothing, never "cancelled" (booking-life decides what a move tells them)', async () => {
    await admin.mutate('PUT', `/api/admin/performers/${performerId('Ryan')}`, { email: 'ryan.done@example.com' });
    const booking = bookingWith(['Ryan'], { eventDate: '2030-08-02', eventTime: '06:50' });
    const start = bangkokInstant('2030-08-02', 6 * 60 + 50);
    expect(runPerformerNotices(getDb(), start - 7 * 86_400_000)).toMatchObject({ 'performer-assigned': 1 });
    // Completed at 05:45, as the agency once could (the status list now refuses it: booking_not_started); the
    // notices run before the start, when a booking that no longer holds its performers used to read as cancelled.
    getDb().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id)).run();
    expect(runPerformerNotices(getDb(), start - 65 * 60_000)).toMatchObject({ 'performer-cancelled': 0 });
    expect(mailsTo('ryan.done@example.com').map((m) => m.kind)).toEqual(['performer-assigned']);
  });
});
