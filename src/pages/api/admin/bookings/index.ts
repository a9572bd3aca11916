import { bookingListQuerySchema } from '@/features/manage-bookings/manage-bookings.schema';
import { listBookings } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** One page of bookings: ?page&pageSize (10)&q&status&advance → {items, total, totalPages}. */
export const GET = withAdmin(({ url }) => json(listBookings(getDb(), parse(bookingListQuerySchema, queryObject(url)))), { role: 'staff' });
