import { listBookingsFor } from '@/features/dashboard/dashboard-bookings.server';
import { agencyChannels } from '@/features/reach-agency/agency-channels.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** The signed-in customer's bookings and the agency's channels (WhatsApp, LINE, phone; '' when not set); 401 without a session. */
export const GET = route((context) => {
  const db = getDb();
  const email = requireDashboard(db, context);
  return json({ email, bookings: listBookingsFor(db, email), channels: agencyChannels(db) });
});
