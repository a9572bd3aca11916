// What the property tests of a booking's life (booking-life.property.test.ts) found and no other test holds, each
// shrunk life kept as a plain test of the rule it broke, through the real routes on a real SQLite file. (Its other
// findings are held where they were fixed: booking-money.api.test.ts (shares left open by the advance received, left
// un-split by a rate or an edit, a thank-you saying an unpaid advance was paid), booking-life.api.test.ts (a show
// completed before its start) and performer-notices.api.test.ts (a completed show told "cancelled").)
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { BookingLife, LifeWorld } from '@test/booking-operations';
import { useAdminClient, useTempApp } from '@test/client';

useTempApp();
const admin = useAdminClient('203.0.113.241');
const world = new LifeWorld(admin);

const statusOf = (id: string) => getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).get()!.status;
const lives: BookingLife[] = [];
// Each test's booking goes after it, and the clock is the system's again.
afterEach(async () => {
  for (const life of lives.splice(0)) await life.end();
});
/** Somchai's topless show in Pattaya tomorrow, taken by the agency. */
async function booking(): Promise<BookingLife> {
  const life = new BookingLife(world, { origin: 'agency', lineUp: 0, locale: 'en', daysAhead: 1 });
  lives.push(life);
  await life.begin();
  return life;
}

describe("the Confirm dialog's moves follow the table of moves", () => {
  // Shrunk: the agency's booking, time passes to the show, "completed" from the status list, then the Confirm dialog.
  it('refuses to confirm a completed booking again', async () => {
    const life = await booking();
    await life.perform({ op: 'time', to: 'started' });
    expect(await life.perform({ op: 'complete' })).toMatchObject({ status: 200 });
    expect(await life.perform({ op: 'agencyConfirm', finalStatus: 'confirmed' })).toMatchObject({
      status: 409,
      body: { code: 'booking_move', params: { from: 'completed', to: 'confirmed' } },
    });
    expect(statusOf(life.id)).toBe('completed');
  });
});
