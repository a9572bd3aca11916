import { agencyBookingShares } from '@/features/advance/shares.server';
import { slipReuses } from '@/features/advance/slip-reuse.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/**
 * The booking's shares and its refused slips `{ shares, slipReuses }` (no shares when the advance is paid as one
 * payment; 404 for an unknown booking).
 */
export const GET = withAdmin(
  ({ params }) => {
    const db = getDb();
    const shares = agencyBookingShares(db, params.id ?? '');
    return json({ shares, slipReuses: slipReuses(db, params.id ?? '') });
  },
  { role: 'staff' },
);
