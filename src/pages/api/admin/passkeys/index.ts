import { passkeysOf } from '@/features/admin/passkeys.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The signed-in person's own passkeys (id and dates; the password owner has none). */
export const GET = withAdmin((_context, session) => json(session.staffId ? passkeysOf(getDb(), session.staffId) : []), { role: 'staff' });
