import { renewShareLink, shareNotFound } from '@/features/advance/shares.server';
import { requireCustomerAccess } from '@/features/dashboard/booking-access.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** A new link for a share still to pay (customer's session only) → `{ number, url }`; the old link stops working. */
export const POST = route((context) => {
  const db = getDb();
  const { booking } = requireCustomerAccess(db, context, context.params.id);
  const number = Number(context.params.number);
  if (!Number.isInteger(number) || number < 1) throw shareNotFound();
  return json(renewShareLink(db, booking.id, number));
});
