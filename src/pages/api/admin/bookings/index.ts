import { agencyBookingSchema, bookingListQuerySchema } from '@/features/manage-bookings/manage-bookings.schema';
import { listBookings } from '@/features/manage-bookings/manage-bookings.server';
import { bookByAgency } from '@/features/manage-bookings/agency-booking.server';
import { getDb } from '@/lib/server/db';
import { requireOwner, withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { bookingTarget } from '@/lib/server/audit';

export const prerender = false;

/** One page of bookings: ?page&pageSize (10)&q&status&advance → {items, total, totalPages}. */
export const GET = withAdmin(({ url }) => json(listBookings(getDb(), parse(bookingListQuerySchema, queryObject(url)))), { role: 'staff' });

/** A booking taken by the agency (the public body's fields, e-mail optional, priceOverride?, notifyCustomer?) → 201 {id}; 409 on a clash. */
export const POST = withAdmin(
  async ({ request, locals }, session) => {
    const input = await readJson(request, { schema: agencyBookingSchema });
    if (input.priceOverride) requireOwner(session, 'price_override');
    const booked = bookByAgency(getDb(), input);
    locals.audit = { target: bookingTarget(booked.id) };
    return json(booked, 201);
  },
  { role: 'staff' },
);
