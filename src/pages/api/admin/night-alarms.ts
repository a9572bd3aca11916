import { recentNightAlarms } from '@/features/night-status/night-alarms.server';
import { panelLocaleOf } from '@/features/admin/panel-locale.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';

export const prerender = false;

/** The agency's alarms on the night raised in the last 24 hours, newest first (the panel's banner, in its reader's language). */
export const GET = withAdmin((_, session) => json(recentNightAlarms(getDb(), panelLocaleOf(getDb(), session.staffId))), {
  role: 'staff',
});
