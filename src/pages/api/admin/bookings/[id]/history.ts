import { bookingHistory } from '@/features/admin/audit.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The booking's entries in the record, oldest first (who confirmed, cancelled, changed it, and when). */
export const GET = withAdmin(({ params }) => json(bookingHistory(getDb(), params.id ?? '')), { role: 'staff' });
