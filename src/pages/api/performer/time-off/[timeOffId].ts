import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { removeTimeOff } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { refuse, found, json, route } from '@/lib/server/http';

export const prerender = false;

/** Removes one stretch of the performer's own time off; 404 for any other. */
export const DELETE = route((context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  found(removeTimeOff(db, performer.id, context.params.timeOffId ?? ''), () => refuse(404, { code: 'time_off_not_found', params: {} }));
  return json({ success: true });
});
