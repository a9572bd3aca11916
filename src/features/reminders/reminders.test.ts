// The reminder job on a real SQLite file and a real SMTP listener: due, not due, cancelled,
// restart (sent once), a refused send kept queued and delivered later, and the scheduler's own timer.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '@db/schema';
import { openDatabase, prepareDatabase, type Db } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { mailSettled, useSmtp, whileMailRefused } from '@test/hooks';
import { tempDatabase } from '@test/temp-db';
import { modifyBooking } from '@/features/dashboard/dashboard-bookings.server';
import { candidateDates, eventStartMs, isReminderDue } from './reminder-due';
import { runDueReminders } from './reminders.server';
import { reminderJob } from './scheduler.server';

// Saturday 14 March 2026, 20:00 in Bangkok is 13:00 UTC.
const EVENT = { eventDate: '2026-03-14', eventTime: '20:00' };
const START = Date.UTC(2026, 2, 14, 13, 0);
const HOUR = 3_600_000;

let temp: ReturnType<typeof tempDatabase>;
let db: Db;
const smtp = useSmtp();
beforeAll(() => {
  temp = tempDatabase();
  db = temp.db;
});
afterAll(async () => {
  await reminderJob.stop();
  temp.close();
});
afterEach(() => {
  db.delete(bookings).run();
  smtp.messages.length = 0;
});

const addBooking = bookingFactory(
  () => db,
  () => ({ serviceType: 'FULL MONTY', performanceStyle: 'full monty', ...EVENT, address: '12 Beach Road', status: 'confirmed' }),
);
/** Runs the check at `now`, waits until the outbox has delivered what it queued, and answers how many it queued. */
async function remind(on: Db, now: number): Promise<number> {
  const { queued } = runDueReminders(on, { now });
  await mailSettled(on);
  return queued;
}
const reminderOf = (id: string) => db.select().from(bookings).where(eq(bookings.id, id)).get()!.reminderSentAt;

describe('when a reminder is due', () => {
  it('is due from 24 hours before the Bangkok start until the start', () => {
    expect(eventStartMs(EVENT.eventDate, EVENT.eventTime)).toBe(START);
    expect(isReminderDue(EVENT, START - 24 * HOUR - 1)).toBe(false);
    expect(isReminderDue(EVENT, START - 24 * HOUR)).toBe(true);
    expect(isReminderDue(EVENT, START - 1)).toBe(true);
    expect(isReminderDue(EVENT, START)).toBe(false);
    expect(isReminderDue({ eventDate: 'bad', eventTime: '20:00' }, START)).toBe(false);
    // 06:00 UTC on 13 March is 13:00 in Bangkok: the events due fall on the 13th or the 14th.
    expect(candidateDates(Date.UTC(2026, 2, 13, 6))).toEqual(['2026-03-13', '2026-03-14']);
  });
});

describe('the reminder job', () => {
  it('sends a due reminder once: discreet subject, cash due, venue and contact', async () => {
    const booking = addBooking();
    vi.stubEnv('SITE_URL', 'https://siamhunks.example');
    expect(await remind(db, START - 23 * HOUR)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelopeTo).toEqual([booking.customerEmail]);
    expect(mail.parsed.subject).toMatch(/^Reminder: your booking [0-9A-F]{8} tomorrow at 20:00$/);
    expect(mail.parsed.text).toContain('A reminder of your booking tomorrow at 20:00.');
    expect(mail.parsed.subject).not.toMatch(/strip|monty|topless|waiter/i);
    expect(mail.parsed.text).toContain('Cash due on the day: ฿7,000');
    expect(mail.parsed.text).toContain('Venue: 12 Beach Road, Pattaya');
    expect(mail.parsed.text).toContain('bookings@siamhunks.example');
    expect(mail.parsed.text).toContain(`https://siamhunks.example/booking/${booking.id}/summary`);
    expect(mail.parsed.text).toContain('Please have ฿7,000 in cash ready on the day.');
    expect(mail.parsed.html).toMatch(/<th[^>]*>Cash due on the day<\/th><td[^>]*>฿7,000<\/td>/);
    expect(mail.parsed.html).toContain(`href="https://siamhunks.example/booking/${booking.id}/summary"`);
    expect(mail.parsed.html).toContain('<a href="https://wa.me/');
    expect(reminderOf(booking.id)).toEqual(new Date(START - 23 * HOUR));

    expect(await remind(db, START - 22 * HOUR)).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('says today for an event later the same Bangkok day, not tomorrow', async () => {
    addBooking();
    // 08:00 UTC on 14 March is 15:00 in Bangkok, five hours before the show.
    expect(await remind(db, START - 5 * HOUR)).toBe(1);
    expect(smtp.messages[0]!.parsed.subject).toMatch(/^Reminder: your booking [0-9A-F]{8} today at 20:00$/);
    expect(smtp.messages[0]!.parsed.text).toContain('A reminder of your booking today at 20:00.');
  });

  it('sends nothing before the window, after the start, or for cancelled and completed bookings', async () => {
    addBooking();
    addBooking({ status: 'cancelled' });
    addBooking({ status: 'completed' });
    expect(await remind(db, START - 25 * HOUR)).toBe(0);
    expect(await remind(db, START + HOUR)).toBe(0);
    expect(await remind(db, START - 2 * HOUR)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends once across a restart: a new process on the same database file sends nothing again', async () => {
    const booking = addBooking();
    expect(await remind(db, START - 10 * HOUR)).toBe(1);
    const restarted = openDatabase(temp.file);
    prepareDatabase(restarted);
    try {
      expect(await remind(restarted, START - 9 * HOUR)).toBe(0);
    } finally {
      restarted.$client.close();
    }
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual([booking.customerEmail]);
  });

  it('keeps a reminder the SMTP server refuses queued, and delivers it once when the server takes it', async () => {
    const booking = addBooking();
    await whileMailRefused(
      smtp,
      async () => {
        expect(await remind(db, START - 5 * HOUR)).toBe(1);
        expect(reminderOf(booking.id)).toEqual(new Date(START - 5 * HOUR));
        expect(smtp.messages).toHaveLength(0);
      },
      db,
    );
    expect(await remind(db, START - 4 * HOUR)).toBe(0);
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual([booking.customerEmail]);
  });

  it('reminds again when the customer moves a pending event', async () => {
    const booking = addBooking({ status: 'pending' });
    expect(await remind(db, START - 3 * HOUR)).toBe(1);
    modifyBooking(db, booking.customerEmail, booking.id, {
      eventDate: '2026-03-15',
      eventTime: '20:00',
      venueType: 'hotel',
      address: '12 Beach Road',
    });
    expect(reminderOf(booking.id)).toBeNull();
    expect(await remind(db, START + 20 * HOUR)).toBe(1);
  });

  it('the job checks at once and then on its interval, with an injected clock; 0 turns it off', async () => {
    addBooking();
    expect(reminderJob.start(() => db, { every: 0 })).toBe(false);
    expect(reminderJob.start(() => db, { every: 50, now: () => START - HOUR })).toBe(true);
    await expect.poll(() => smtp.messages.length).toBe(1);
    addBooking();
    await expect.poll(() => smtp.messages.length).toBe(2);
    await reminderJob.stop();
  });
});
