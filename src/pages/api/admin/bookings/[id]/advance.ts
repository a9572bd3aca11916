import { AdvanceChangeError, setAdvanceStatus } from '@/features/advance/advance.server';
import { readBody } from '@/features/admin/body';
import { advanceStatusSchema } from '@/features/booking/manage-bookings.schema';
import { findBooking } from '@/features/booking/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Sets the advance status {status: received | refunded | unpaid}: only allowed moves (others 409); answers the booking. */
export const POST = withAdmin(async ({ request, params }) => {
  const input = await readBody(request, advanceStatusSchema, 1024);
  if (!input.ok) return input.response;
  const db = getDb();
  try {
    setAdvanceStatus(db, params.id ?? '', input.data.status);
  } catch (error) {
    if (error instanceof AdvanceChangeError) return jsonError(error.status, error.message);
    throw error;
  }
  return json(findBooking(db, params.id ?? ''));
});
