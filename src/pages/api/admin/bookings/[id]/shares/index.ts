import { agencyBookingShares } from '@/features/advance/shares.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The booking's shares `{ shares }` (none when the advance is paid as one payment; 404 for an unknown booking). */
export const GET = withAdmin(({ params }) => json({ shares: agencyBookingShares(getDb(), params.id ?? '') }), { role: 'staff' });
