import { recentNightAlarms } from '@/features/night-status/night-alarms.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The agency's alarms on the night raised in the last 24 hours, newest first (the panel's banner, Italian). */
export const GET = withAdmin(() => json(recentNightAlarms(getDb())), { role: 'staff' });
