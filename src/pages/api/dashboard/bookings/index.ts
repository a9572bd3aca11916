import type { APIRoute } from 'astro';
import { listBookingsFor } from '@/features/dashboard/dashboard-bookings.server';
import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { getDb } from '@/lib/server/db';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The signed-in customer's bookings; 401 without a session. */
export const GET: APIRoute = (context) => {
  const db = getDb();
  const auth = requireDashboard(db, context);
  if ('response' in auth) return auth.response;
  return json({ email: auth.email, bookings: listBookingsFor(db, auth.email) });
};
