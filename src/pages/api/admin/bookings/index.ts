import { validate } from '@/features/admin/body';
import { bookingListQuerySchema } from '@/features/booking/manage-bookings.schema';
import { listBookings } from '@/features/booking/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, queryObject } from '@/lib/server/http';

export const prerender = false;

/** One page of bookings: ?page&pageSize (10)&q&status&advance → {items, total, totalPages}. */
export const GET = withAdmin(({ url }) => {
  const query = validate(bookingListQuerySchema, queryObject(url));
  if (!query.ok) return query.response;
  return json(listBookings(getDb(), query.data));
});
