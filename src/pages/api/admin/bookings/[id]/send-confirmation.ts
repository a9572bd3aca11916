import { agencyConfirmationSchema } from '@/features/manage-bookings/manage-bookings.schema';
import { confirmByAgency } from '@/features/manage-bookings/agency-confirmation.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The agency confirmation, the one way to status confirmed: saves the dialog's changes and the status with the customer's e-mail (the cash due) queued in the outbox. */
export const POST = withAdmin(
  async ({ request, params }, session) => {
    const input = await readJson(request, { schema: agencyConfirmationSchema });
    const booking = await confirmByAgency(getDb(), params.id ?? '', input, session.role === 'owner');
    return json({ success: true, booking });
  },
  { role: 'staff' },
);
