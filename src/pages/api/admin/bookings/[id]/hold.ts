import { holdActionSchema } from '@/features/holds/hold.schema';
import { extendHold, setHoldExempt } from '@/features/holds/holds.server';
import { findBooking } from '@/features/manage-bookings/manage-bookings.server';
import { getDb } from '@/lib/server/db';
import { requireOwner, withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** Extends an unpaid hold ({action: 'extend'}, staff) or exempts a booking from the release ('exempt', 'include': the owner); answers the booking. */
export const POST = withAdmin(
  async ({ request, params }, session) => {
    const { action } = await readJson(request, { schema: holdActionSchema, limit: 1024 });
    const db = getDb();
    const id = params.id ?? '';
    if (action === 'extend') extendHold(db, id);
    else {
      requireOwner(session, 'hold_exemption');
      setHoldExempt(db, id, action === 'exempt');
    }
    return json(findBooking(db, id));
  },
  { role: 'staff' },
);
