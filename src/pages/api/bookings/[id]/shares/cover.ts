import { coverShares } from '@/features/advance/shares.server';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** "I'll cover the rest" (customer's session only): every share still pending is reported as paid by the organiser → `{ shares }`; 409 when none is. */
export const POST = route((context) => {
  const db = getDb();
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  return json({ shares: coverShares(db, booking.id) });
});
