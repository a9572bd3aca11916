import { readBody } from '@/features/admin/body';
import { confirmationSchema } from '@/features/booking/manage-bookings.schema';
import { confirmBooking } from '@/features/booking/confirmation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, jsonError } from '@/lib/server/http';

export const prerender = false;

/** Saves the dialog's changes and status confirmed after e-mailing the customer the cash due. */
export const POST = withAdmin(async ({ request, params, site, url }) => {
  const input = await readBody(request, confirmationSchema);
  if (!input.ok) return input.response;
  const result = await confirmBooking(getDb(), params.id ?? '', input.data, site ?? url);
  if (!result.ok) {
    return jsonError(result.status, result.error, result.path ? [{ path: result.path, message: result.error }] : undefined);
  }
  return json({ success: true, booking: result.booking });
});
