import { splitSchema } from '@/features/advance/shares.schema';
import { bookingShares, splitAdvance } from '@/features/advance/shares.server';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The organiser's shares (customer's session only): `{ shares }`, each with its number, amount, reference and status. */
export const GET = route((context) => {
  const db = getDb();
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  return json({ shares: bookingShares(db, booking.id) });
});

/** Splits the advance `{ count, oneGoesFree? }` → 201 `{ shares, links }` (the links are shown now only); 400 outside 2–30, 409 once paid. */
export const POST = route(async (context) => {
  const db = getDb();
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  const split = await readJson(context.request, { schema: splitSchema, limit: 1024 });
  return json(splitAdvance(db, booking.id, split), 201);
});
