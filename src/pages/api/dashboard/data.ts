import { requireDashboard } from '@/features/dashboard/dashboard-http.server';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { eraseDataFor, exportDataFor } from '@/features/privacy/erasure.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The signed-in customer's data (bookings, contact messages, applications) as a JSON download. */
export const GET = route((context) => {
  const db = getDb();
  const data = exportDataFor(db, requireDashboard(db, context));
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="my-data.json"',
      'cache-control': 'no-store',
    },
  });
});

/** Erases the signed-in customer's data and signs them out; the agency hears of cancelled upcoming bookings. JSON body required (blocks cross-site forms). */
export const DELETE = route(async (context) => {
  const db = getDb();
  const email = requireDashboard(db, context);
  await readJson(context.request, { limit: 1024 });
  const result = eraseDataFor(db, email);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  return json({ deleted: true, cancelled: result.cancelled.length });
});
