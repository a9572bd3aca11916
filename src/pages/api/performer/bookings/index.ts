import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { performerBookings, performerView } from '@/features/performer-portal/performer-bookings.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** The signed-in performer's bookings: `{ name, upcoming, past }` (upcoming soonest first; past 30 days, latest first), each by reference, never by id. */
export const GET = route((context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  const { upcoming, past } = performerBookings(db, performer.id);
  return json({ name: performer.name, upcoming: upcoming.map(performerView), past: past.map(performerView) });
});
