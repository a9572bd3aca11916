import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { performerBookings } from '@/features/performer-portal/performer-bookings.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** The signed-in performer's bookings: `{ name, upcoming, past }` (upcoming soonest first; past 30 days, latest first). */
export const GET = route((context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  return json({ name: performer.name, ...performerBookings(db, performer.id) });
});
