import { deleteBooking, findBooking } from '@/features/manage-bookings/manage-bookings.server';
import { editByAgency } from '@/features/manage-bookings/agency-booking.server';
import { agencyBookingPatchSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { readJson } from '@/lib/server/request';
import { getDb } from '@/lib/server/db';
import { requireOwner, withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

export const prerender = false;

const notFound = agencyBookingNotFound;

/** One booking with its performers (the Booking Details dialog). */
export const GET = withAdmin(
  ({ params }) => {
    const booking = findBooking(getDb(), params.id ?? '');
    if (!booking) throw notFound();
    return json(booking);
  },
  { role: 'staff' },
);

/** Deletes a booking. */
export const DELETE = withAdmin(
  ({ params }) => {
    if (!deleteBooking(getDb(), params.id ?? '')) throw notFound();
    return json({ success: true });
  },
  { role: 'owner' },
);

/** The agency changes any field of a booking (the POST body's fields, each optional) → the updated booking; 409 on a clash or a closed booking. */
export const PATCH = withAdmin(
  async ({ request, params }, session) => {
    const patch = await readJson(request, { schema: agencyBookingPatchSchema });
    if (patch.priceOverride !== undefined) requireOwner(session, 'price_override');
    return json(editByAgency(getDb(), params.id ?? '', patch));
  },
  { role: 'staff' },
);
