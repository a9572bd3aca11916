import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { removeTimeOff } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { found, json, route } from '@/lib/server/http';

export const prerender = false;

/** Removes one stretch of the performer's own time off; 404 for any other. */
export const DELETE = route((context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  found(removeTimeOff(db, performer.id, context.params.timeOffId ?? ''), 'Time off not found');
  return json({ success: true });
});
