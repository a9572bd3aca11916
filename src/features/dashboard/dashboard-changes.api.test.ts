// Cancel and modify from the dashboard over the real routes (middleware, file-system router), on a real
// database file, with the e-mails read from a real SMTP listener and parsed.
import { describe, expect, it, vi } from 'vitest';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { TestClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { bookAndConfirm } from '@test/bookings';
import { bookingRequestSchema } from '@/features/booking/booking.schema';
import { addDays, todayInBangkok } from '@/features/booking/event-time';
import { openSession, SESSION_COOKIE } from './dashboard-auth.server';

useTempApp();
process.env.AGENCY_EMAIL = 'agency@example.test';
const smtp = useSmtp({ clearEachTest: true });

const performer = (name: string) => seedPerformers.find((p) => p.name === name)!.id;
let seq = 0;
/** A pending booking of its own address, and a browser signed in to that address's dashboard. */
function pendingBooking(over: Record<string, unknown> = {}) {
  const email = `dash${++seq}@example.com`;
  const id = bookAndConfirm(
    getDb(),
    bookingRequestSchema.parse({
      customerName: 'Dana Dash', customerEmail: email, customerPhone: '0812345678', location: 'bangkok', address: '1 Silom Road', venueType: 'hotel',
      soundSystem: 'no', occasion: 'birthday', eventDate: addDays(todayInBangkok(), 20 + seq), eventTime: '20:00', selectedMaleStripper: 'topless',
      selectedToplessWaiter: 'none', stripperIds: [performer('Arthit')], performanceStyle: 'topless', ...over,
    }),
  );
  const browser = new TestClient(`10.66.0.${seq}`);
  browser.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
  return { id, email, browser };
}

describe('modify from the dashboard', () => {
  it('refuses a time earlier today in Bangkok with the past-date message, and accepts a later time', async () => {
    const { id, browser } = pendingBooking();
    const today = todayInBangkok();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T19:20:00+07:00`));
    try {
      const change = { eventDate: today, eventTime: '08:00', venueType: 'hotel', address: '1 Silom Road' };
      const early = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: change });
      expect(early.status).toBe(400);
      expect(early.body).toMatchObject({ error: 'Event date cannot be in the past', issues: [{ path: 'eventTime', message: 'Event date cannot be in the past' }] });
      const later = await browser.call('PATCH', `/api/dashboard/bookings/${id}`, { json: { ...change, eventTime: '21:00' } });
      expect(later).toMatchObject({ status: 200, body: { eventDate: today, eventTime: '21:00' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
