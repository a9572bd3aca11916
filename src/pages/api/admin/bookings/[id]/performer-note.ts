import { performerNoteSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { findBooking, setPerformerNote } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { found, json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

export const prerender = false;

/** Sets the agency's note to the booking's performers (`{ note }`, shown on their page); answers the booking. */
export const PUT = withAdmin(
  async ({ request, params }) => {
    const { note } = await readJson(request, { schema: performerNoteSchema, limit: 4 * 1024 });
    const db = getDb();
    found(setPerformerNote(db, params.id ?? '', note), agencyBookingNotFound);
    return json(findBooking(db, params.id ?? ''));
  },
  { role: 'staff' },
);
