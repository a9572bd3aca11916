import { requirePerformer } from '@/features/performer-portal/performer-auth.server';
import { removeTimeOff } from '@/features/scheduling/time-off.server';
import { getDb } from '@/lib/server/db';
import { codedError, found, json, route } from '@/lib/server/http';
import { PORTAL_ERRORS } from '@/features/performer-portal/portal-errors';

export const prerender = false;

/** Removes one stretch of the performer's own time off; 404 for any other. */
export const DELETE = route((context) => {
  const db = getDb();
  const performer = requirePerformer(db, context);
  found(removeTimeOff(db, performer.id, context.params.timeOffId ?? ''), () =>
    codedError(404, PORTAL_ERRORS, { code: 'time_off_not_found', params: {} }),
  );
  return json({ success: true });
});
