// The agency's alarms on the night at a fake clock, on a real SQLite file: not "On my way" 60 minutes before
// the start, not "Arrived" 15 minutes after it, a decline within 48 hours of the event; each e-mailed to the
// agency (Italian, outbox) and listed for the panel's banner, each once however often the job runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { bookingReference } from '@/lib/booking-reference';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { addPerson, clientAs } from '@test/staff';
import { useSettings } from '@test/hooks';
import { bookingWith, signInPerformer } from '@test/performer-portal';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { runNightAlarms } from './night-alarms.server';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency.alarms@example.test' });
const admin = useAdminClient('203.0.113.60');
const marco = new TestClient('198.51.100.61');
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

const alarmMails = (bookingId: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()
    .filter((mail) => mail.kind.startsWith('night-alarm-'))
    .map((mail) => mail.kind);

describe('the alarms on the night', () => {
  it('not on the way 60 minutes before, not arrived 15 minutes after: each once, e-mailed and in the banner', async () => {
    const booking = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 1), eventTime: '20:00', duration: 60 });
    const start = eventStartMs(booking.eventDate, booking.eventTime);
    expect(runNightAlarms(getDb(), start - 61 * MINUTE)).toEqual({ raised: 0 });
    expect(runNightAlarms(getDb(), start - 60 * MINUTE)).toEqual({ raised: 1 });
    expect(runNightAlarms(getDb(), start - 59 * MINUTE)).toEqual({ raised: 0 });
    expect(alarmMails(booking.id)).toEqual(['night-alarm-not-on-the-way']);
    const mail = getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).all()[0]!;
    expect(mail.recipient).toBe('agency.alarms@example.test');
    expect(mail.subject).toBe(`Allarme: Marco non ha ancora detto "On my way" a un'ora dall'inizio (#${bookingReference(booking.id)})`);

    expect(runNightAlarms(getDb(), start + 14 * MINUTE)).toEqual({ raised: 0 });
    expect(runNightAlarms(getDb(), start + 15 * MINUTE)).toEqual({ raised: 1 });
    expect(runNightAlarms(getDb(), start + 16 * MINUTE)).toEqual({ raised: 0 });
    expect(alarmMails(booking.id)).toEqual(['night-alarm-not-on-the-way', 'night-alarm-not-arrived']);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 20 * MINUTE);
    const banner = await admin.call('GET', '/api/admin/night-alarms');
    expect(banner.status).toBe(200);
    expect(banner.body.filter((a: { bookingId: string }) => a.bookingId === booking.id).map((a: { text: string }) => a.text)).toEqual([
      "Marco non è ancora arrivato a 15 minuti dall'inizio",
      'Marco non ha ancora detto "On my way" a un\'ora dall\'inizio',
    ]);

    // A staff member who reads the panel in Thai reads the same alarms in Thai.
    const giulia = await clientAs(addPerson('Giulia', 'giulia.alarms@example.com', 'staff'), 'staff');
    expect((await giulia.mutate('PUT', '/api/admin/account/language', { locale: 'th' })).status).toBe(200);
    const thai = await giulia.call('GET', '/api/admin/night-alarms');
    expect(thai.body.filter((a: { bookingId: string }) => a.bookingId === booking.id).map((a: { text: string }) => a.text)).toEqual([
      'Marco ยังมาไม่ถึง 15 นาทีหลังเริ่มการแสดง',
      'Marco ยังไม่ได้แจ้ง "On my way" (หนึ่งชั่วโมงก่อนเริ่มการแสดง)',
    ]);
  });

  it('an alarm raised 9 minutes before the start says so, and the e-mail names the city as written', async () => {
    const booking = bookingWith(['Marco'], {
      eventDate: addDays(todayInBangkok(), 1),
      eventTime: '18:00',
      duration: 60,
      location: 'pattaya',
    });
    const start = eventStartMs(booking.eventDate, booking.eventTime);
    expect(runNightAlarms(getDb(), start - 9 * MINUTE)).toEqual({ raised: 1 });
    const mail = getDb().select().from(outbox).where(eq(outbox.bookingId, booking.id)).all()[0]!;
    expect(mail.subject).toBe(`Allarme: Marco non ha ancora detto "On my way" a 9 minuti dall'inizio (#${bookingReference(booking.id)})`);
    const { text } = mail.body as { text: string };
    expect(text).toContain(', Pattaya.');
    expect(text).not.toContain('pattaya');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 5 * MINUTE);
    const banner = await admin.call('GET', '/api/admin/night-alarms');
    expect(banner.body.filter((a: { bookingId: string }) => a.bookingId === booking.id).map((a: { text: string }) => a.text)).toEqual([
      'Marco non ha ancora detto "On my way" a 9 minuti dall\'inizio',
    ]);
  });

  it('none for a performer who said On my way and Arrived in time', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.alarms@example.com');
    const booking = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 1), eventTime: '22:30', duration: 60 });
    const start = eventStartMs(booking.eventDate, booking.eventTime);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - 90 * MINUTE);
    const ref = bookingReference(booking.id);
    expect((await marco.call('POST', `/api/performer/bookings/${ref}/night`, { json: { status: 'on-my-way', minutes: 60 } })).status).toBe(
      200,
    );
    expect(runNightAlarms(getDb(), start - 60 * MINUTE)).toEqual({ raised: 0 });
    vi.setSystemTime(start - 5 * MINUTE);
    expect((await marco.call('POST', `/api/performer/bookings/${ref}/night`, { json: { status: 'arrived' } })).status).toBe(200);
    expect(runNightAlarms(getDb(), start + 15 * MINUTE)).toEqual({ raised: 0 });
    expect(alarmMails(booking.id)).toEqual([]);
  });

  it('a decline within 48 hours of the event, once; an earlier decline is none', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.alarms@example.com');
    const late = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 2), eventTime: '21:00' });
    const early = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 2), eventTime: '23:30' });
    const lateStart = eventStartMs(late.eventDate, late.eventTime);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eventStartMs(early.eventDate, early.eventTime) - 49 * 60 * MINUTE);
    const decline = { answer: 'decline', reason: 'Ill' };
    expect((await marco.call('POST', `/api/performer/bookings/${bookingReference(early.id)}/answer`, { json: decline })).status).toBe(200);
    vi.setSystemTime(lateStart - 47 * 60 * MINUTE);
    expect((await marco.call('POST', `/api/performer/bookings/${bookingReference(late.id)}/answer`, { json: decline })).status).toBe(200);
    expect(runNightAlarms(getDb(), Date.now())).toEqual({ raised: 1 });
    expect(runNightAlarms(getDb(), Date.now() + MINUTE)).toEqual({ raised: 0 });
    expect(alarmMails(late.id)).toEqual(['night-alarm-late-decline']);
    expect(alarmMails(early.id)).toEqual([]);
  });
});
