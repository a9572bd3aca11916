// The owner's channels over the real routes on a real SQLite file: stored as wa.me and tel: take them, refused in
// Italian field by field (nothing stored), owner only, recorded; the dashboard answers them and the reminder e-mail,
// through the outbox, offers them with the reference typed.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { runDueReminders } from '@/features/reminders/reminders.server';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled } from '@test/hooks';
import { deliveredTo } from '@test/outbox-files';
import { addPerson, clientAs } from '@test/staff';
import { LINE_RULE, WHATSAPP_RULE } from './agency-channels.schema';
import { NO_CHANNELS } from './agency-channels';

useTempApp();
const admin = useAdminClient('203.0.113.130');
const addBooking = bookingFactory(getDb);
const channels = () => admin.call('GET', '/api/admin/agency-channels');
const TYPED = { whatsapp: '+66 81 234 5678', line: '@SiamHunks', phone: '+66 2 123 4567' };
const STORED = { whatsapp: '66812345678', line: '@siamhunks', phone: '+6621234567' };

describe('GET|PUT /api/admin/agency-channels', () => {
  it('starts with none, stores what the owner typed in the form the links take, and records the change without the numbers', async () => {
    expect((await channels()).body).toEqual(NO_CHANNELS);
    const saved = await admin.mutate('PUT', '/api/admin/agency-channels', TYPED);
    expect([saved.status, saved.body]).toEqual([200, STORED]);
    expect((await channels()).body).toEqual(STORED);
    const [entry] = getDb().select().from(auditLog).where(eq(auditLog.action, 'agency-channels.update')).all();
    expect(entry!.changes).toEqual([{ field: 'whatsapp' }, { field: 'line' }, { field: 'phone' }]);
  });

  it('refuses a bad number or LINE id with each field’s Italian message and stores nothing; staff get 403', async () => {
    const before = (await channels()).body;
    const refused = await admin.mutate('PUT', '/api/admin/agency-channels', { whatsapp: '081 234 5678', line: 'siamhunks', phone: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'whatsapp', message: WHATSAPP_RULE },
      { path: 'line', message: LINE_RULE },
    ]);
    expect((await channels()).body).toEqual(before);
    const staff = await clientAs(addPerson('Giulia', 'giulia.channels@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', '/api/admin/agency-channels')).status).toBe(403);
    expect((await staff.mutate('PUT', '/api/admin/agency-channels', NO_CHANNELS)).status).toBe(403);
  });
});

describe('where the customer is', () => {
  it('the dashboard answers the channels with her bookings, and the reminder e-mail offers them with the reference typed', async () => {
    await admin.mutate('PUT', '/api/admin/agency-channels', TYPED);
    const tomorrow = addDays(todayInBangkok(), 1);
    const booking = addBooking({ customerEmail: 'nok.channels@example.com', status: 'confirmed', eventDate: tomorrow, eventTime: '20:00' });
    const customer = new TestClient('198.51.100.130');
    customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), 'nok.channels@example.com'), options: {} });
    const dashboard = await customer.call('GET', '/api/dashboard/bookings');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.channels).toEqual(STORED);

    expect(runDueReminders(getDb(), { now: eventStartMs(booking.eventDate, booking.eventTime) - 3 * 3_600_000 }).queued).toBe(1);
    await mailSettled();
    const [reminder] = await deliveredTo('nok.channels@example.com');
    const typed = encodeURIComponent(`Hello, I have a question about my booking ${bookingReference(booking.id)}.`);
    expect(reminder!.text).toContain(`https://wa.me/66812345678?text=${typed}`);
    expect(reminder!.text).toContain(`https://line.me/R/oaMessage/%40siamhunks/?${typed}`);
    expect(reminder!.text).toContain('tel:+6621234567');
  });
});
