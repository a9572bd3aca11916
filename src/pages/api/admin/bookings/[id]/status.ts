import { bookingStatusSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { setBookingStatus } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** Changes a booking's status (requested, pending, completed, cancelled); `confirmed` is refused with 400: send-confirmation sets it. */
export const PATCH = withAdmin(
  async ({ request, params }) => {
    const { status } = await readJson(request, { schema: bookingStatusSchema });
    return json(found(setBookingStatus(getDb(), params.id ?? '', status), agencyBookingNotFound));
  },
  { role: 'staff' },
);
