import { advanceStatusSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { changeAdvanceStatus, findBooking } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Sets the advance status {status: received | refunded | unpaid}: only allowed moves (others 409); received e-mails the customer a receipt; answers the booking. */
export const POST = withAdmin(
  async ({ request, params }) => {
    const { status } = await readJson(request, { schema: advanceStatusSchema, limit: 1024 });
    const db = getDb();
    changeAdvanceStatus(db, params.id ?? '', status);
    return json(findBooking(db, params.id ?? ''));
  },
  { role: 'staff' },
);
