import { bookingHistory } from '@/features/admin/audit.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The booking's entries in the record, oldest first (who confirmed, cancelled, changed it, and when); the addresses only to the owner. */
export const GET = withAdmin(({ params }, session) => json(bookingHistory(getDb(), params.id ?? '', session.role === 'owner')), {
  role: 'staff',
});
