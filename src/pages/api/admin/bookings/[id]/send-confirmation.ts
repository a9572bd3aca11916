import { confirmationSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { confirmBooking } from '@/features/manage-bookings/agency-confirmation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Saves the dialog's changes and status confirmed, with the customer's e-mail (the cash due) queued in the outbox. */
export const POST = withAdmin(async ({ request, params }) => {
  const input = await readJson(request, { schema: confirmationSchema });
  const booking = await confirmBooking(getDb(), params.id ?? '', input);
  return json({ success: true, booking });
});
